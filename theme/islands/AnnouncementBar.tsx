// The announcement bar (island): shown when configured and not dismissed. Dismissing stores
// `docsgen.announcement.dismiss`=true; a configured id different from the stored one resets it.
// The server always renders the bar; head/announcement-script hides a dismissed one before paint.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AnnouncementProps } from '../props.js';
import { providerError } from './provider-error.js';
import { STORAGE_KEYS, storage } from './storage.js';

interface AnnouncementBarState {
  isActive: boolean;
  close: () => void;
}

const AnnouncementBarContext = createContext<AnnouncementBarState | null>(null);

/** The bar's state; throws, naming the provider, when used outside <AnnouncementBarProvider>. */
export function useAnnouncementBar(): AnnouncementBarState {
  const state = useContext(AnnouncementBarContext);
  if (!state) throw providerError('useAnnouncementBar', 'AnnouncementBarProvider');
  return state;
}

/** Owns the dismissed state; storage is read after hydration, so server and first client render agree. */
export function AnnouncementBarProvider({ id, children }: { id: string; children: ReactNode }) {
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const store = storage();
    const isNew = store.get(STORAGE_KEYS.announcementId) !== id;
    if (isNew) {
      store.set(STORAGE_KEYS.announcementId, id);
      store.set(STORAGE_KEYS.announcementDismiss, 'false');
    }
    const dismissed = !isNew && store.get(STORAGE_KEYS.announcementDismiss) === 'true';
    setClosed(dismissed);
    if (!dismissed) document.documentElement.removeAttribute('data-announcement-dismissed');
  }, [id]);
  const close = useCallback(() => {
    storage().set(STORAGE_KEYS.announcementDismiss, 'true');
    // Keeps the bar hidden before hydration on pages shown later by client navigation.
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    setClosed(true);
  }, []);
  const state = useMemo(() => ({ isActive: !closed, close }), [closed, close]);
  return <AnnouncementBarContext.Provider value={state}>{children}</AnnouncementBarContext.Provider>;
}

/** The bar itself: message and, when closeable, a close button (hidden by CSS until JS runs). */
export function AnnouncementBar({ announcement }: { announcement: AnnouncementProps }) {
  const { isActive, close } = useAnnouncementBar();
  if (!isActive) return null;
  const { id, html, closeable, backgroundColor, textColor } = announcement;
  const style = backgroundColor !== undefined || textColor !== undefined ? { backgroundColor, color: textColor } : undefined;
  return (
    <div className={closeable ? 'announcement-bar announcement-bar--closeable' : 'announcement-bar'} role="banner" data-announcement-id={id} style={style}>
      {/* The only raw HTML in the theme: sanitised by src/ before it reaches the props. */}
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: html }} />
      {closeable && (
        <button type="button" className="announcement-bar__close" aria-label="Close" onClick={close}>
          ×
        </button>
      )}
    </div>
  );
}

/** The island: the bar inside its provider. */
export function AnnouncementDismiss({ announcement }: { announcement: AnnouncementProps }) {
  return (
    <AnnouncementBarProvider id={announcement.id}>
      <AnnouncementBar announcement={announcement} />
    </AnnouncementBarProvider>
  );
}
