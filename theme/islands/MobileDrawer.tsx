// The mobile navigation drawer (island, ≤996px): the hamburger toggle and, once opened, a dialog with the
// navbar items and a copy of the docs sidebar or the blog's post list. It traps focus and closes on Escape,
// on a link click, on browser back (opening pushes a history entry that back pops) and when the layout
// becomes desktop.
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ExternalLinkIcon } from './ExternalLinkIcon.js';
import { providerError } from './provider-error.js';
import { enhanceSidebar } from './sidebar-collapsible.js';

export interface DrawerLink {
  label: string;
  href: string;
  external?: boolean;
  active?: boolean;
}

export interface MobileDrawerProps {
  title: string;
  baseUrl: string;
  logo?: { src: string; alt: string; height: number; width?: number };
  items: DrawerLink[];
}

/** The media query of the desktop layout (wider than 996px). */
export const DESKTOP_QUERY = '(min-width: 997px)';

interface MobileSidebarState {
  shown: boolean;
  toggle: () => void;
  /** Closes; `fromHistory` when the history entry is already gone (back was pressed). */
  close: (options?: { fromHistory?: boolean; keepHistoryEntry?: boolean }) => void;
}

const NavbarMobileSidebarContext = createContext<MobileSidebarState | null>(null);

/** The drawer state; throws, naming the provider, when used outside <NavbarMobileSidebarProvider>. */
export function useNavbarMobileSidebar(): MobileSidebarState {
  const state = useContext(NavbarMobileSidebarContext);
  if (!state) throw providerError('useNavbarMobileSidebar', 'NavbarMobileSidebarProvider');
  return state;
}

function hasDrawerEntry(): boolean {
  return (history.state as { drawer?: boolean } | null)?.drawer === true;
}

export function NavbarMobileSidebarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const close = useCallback((options: { fromHistory?: boolean; keepHistoryEntry?: boolean } = {}) => {
    setShown(false);
    // Drop the entry opening pushed, unless back already did or a navigation will replace it.
    if (!options.fromHistory && !options.keepHistoryEntry && hasDrawerEntry()) history.back();
  }, []);
  const toggle = useCallback(() => {
    if (shown) {
      close();
      return;
    }
    history.pushState({ ...(history.state as object | null), drawer: true }, '');
    setShown(true);
  }, [shown, close]);
  useEffect(() => {
    if (!shown) return;
    const onPop = () => close({ fromHistory: true });
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onResize = () => desktop.matches && close();
    window.addEventListener('popstate', onPop);
    desktop.addEventListener('change', onResize);
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('popstate', onPop);
      desktop.removeEventListener('change', onResize);
      document.body.style.overflow = '';
    };
  }, [shown, close]);
  const state = useMemo(() => ({ shown, toggle, close }), [shown, toggle, close]);
  return <NavbarMobileSidebarContext.Provider value={state}>{children}</NavbarMobileSidebarContext.Provider>;
}

/** The hamburger button shown ≤996px. */
export function MobileDrawerToggle({ buttonRef }: { buttonRef: React.RefObject<HTMLButtonElement> }) {
  const { shown, toggle } = useNavbarMobileSidebar();
  return (
    <button
      ref={buttonRef}
      type="button"
      className="navbar__toggle"
      aria-label="Toggle navigation bar"
      aria-expanded={shown ? 'true' : 'false'}
      onClick={toggle}
    >
      <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true" focusable="false">
        <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
      </svg>
    </button>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside `root`; Escape calls `onEscape`. */
function trapFocus(root: HTMLElement, onEscape: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !root.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !root.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}

/** The open drawer, rendered into <body> only in the browser after a click (never on the server). */
function DrawerPanel({ title, baseUrl, logo, items, toggleRef }: MobileDrawerProps & { toggleRef: React.RefObject<HTMLButtonElement> }) {
  const { close } = useNavbarMobileSidebar();
  const panel = useRef<HTMLDivElement>(null);
  const sidebarSlot = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // The docs sidebar (or the blog's post list) of the page, copied in so its links and categories work here too.
    const source = document.querySelector('.doc-sidebar nav.menu, .blog-sidebar nav');
    const slot = sidebarSlot.current;
    if (!source || !slot) return;
    const copy = source.cloneNode(true) as HTMLElement;
    copy.removeAttribute('data-island');
    slot.append(copy);
    const cleanup = enhanceSidebar(copy);
    return () => {
      cleanup();
      copy.remove();
    };
  }, []);
  useEffect(() => {
    const root = panel.current!;
    closeButton.current?.focus();
    const release = trapFocus(root, () => close());
    const toggle = toggleRef.current;
    return () => {
      release();
      toggle?.focus({ preventScroll: true });
    };
  }, [close, toggleRef]);
  const onClick = (event: React.MouseEvent) => {
    // A followed link closes the drawer; the router replaces the drawer's history entry with the new page.
    if ((event.target as Element).closest('a[href]')) close({ keepHistoryEntry: true });
  };
  return createPortal(
    <>
      <div className="navbar-sidebar__backdrop" role="presentation" onClick={() => close()} />
      <div ref={panel} className="navbar-sidebar" role="dialog" aria-modal="true" aria-label="Navigation" onClick={onClick}>
        <div className="navbar-sidebar__brand">
          <a className="navbar__brand" href={baseUrl}>
            {logo && <img className="navbar__logo" src={logo.src} alt={logo.alt} height={logo.height} width={logo.width} />}
            {title && <span className="navbar__title">{title}</span>}
          </a>
          <button ref={closeButton} type="button" className="navbar-sidebar__close" aria-label="Close navigation bar" onClick={() => close()}>
            <svg viewBox="0 0 15 15" width="15" height="15" aria-hidden="true" focusable="false">
              <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
            </svg>
          </button>
        </div>
        <div className="navbar-sidebar__items">
          {items.length > 0 && (
            <ul className="menu__list navbar-sidebar__primary">
              {items.map((item) => (
                <li key={`${item.label}-${item.href}`} className="menu__list-item">
                  {item.external ? (
                    <a className="menu__link" href={item.href} target="_blank" rel="noopener noreferrer">
                      {item.label}
                      <ExternalLinkIcon />
                    </a>
                  ) : (
                    <a className={item.active ? 'menu__link menu__link--active' : 'menu__link'} href={item.href}>
                      {item.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
          <div ref={sidebarSlot} className="navbar-sidebar__secondary" />
        </div>
      </div>
    </>,
    document.body,
  );
}

function Drawer(props: MobileDrawerProps) {
  const { shown } = useNavbarMobileSidebar();
  const toggleRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <MobileDrawerToggle buttonRef={toggleRef} />
      {shown && <DrawerPanel {...props} toggleRef={toggleRef} />}
    </>
  );
}

/** The island: toggle and drawer inside their provider. */
export function MobileDrawer(props: MobileDrawerProps) {
  return (
    <NavbarMobileSidebarProvider>
      <Drawer {...props} />
    </NavbarMobileSidebarProvider>
  );
}
