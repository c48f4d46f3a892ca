// Browser storage behind one safe door: every access is wrapped, and a storage that throws (sandboxed
// iframe, private mode, strict privacy settings) is reported once with console.warn and otherwise ignored.
// Only call it from effects and event handlers: there is no storage while rendering on the server.

/** Every key docsgen stores, in one place. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docsgen.announcement.dismiss',
  announcementId: 'docsgen.announcement.id',
  sampleLanguage: 'docsgen.sample-language',
  /** The API reference's chosen server and its variables, as JSON. */
  apiServer: 'docsgen.api-server',
  /** Docusaurus's key for a tabs group's choice. */
  tabGroup: (groupId: string) => `docusaurus.tab.${groupId}`,
  preferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
} as const;

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * A storage whose failures never throw: `open` returns the Web Storage object (and may itself throw);
 * the first failure calls `warn` once, later ones are silent.
 */
export function createSafeStorage(open: () => Storage, warn: (...args: unknown[]) => void): SafeStorage {
  let warned = false;
  const failed = (error: unknown) => {
    if (warned) return;
    warned = true;
    warn(
      'docsgen: browser storage is not available, so preferences will not be remembered. ' +
        'Possible reasons: an iframe, a private window or strict privacy settings.',
      error,
    );
  };
  const attempt = <T>(fn: (storage: Storage) => T, fallback: T): T => {
    try {
      return fn(open());
    } catch (error) {
      failed(error);
      return fallback;
    }
  };
  return {
    get: (key) => attempt((s) => s.getItem(key), null),
    set: (key, value) => attempt((s) => s.setItem(key, value), undefined),
    remove: (key) => attempt((s) => s.removeItem(key), undefined),
  };
}

/** The page's local storage (created on first use, so importing this module on the server is harmless). */
let pageStorage: SafeStorage | undefined;
export function storage(): SafeStorage {
  pageStorage ??= createSafeStorage(
    () => window.localStorage,
    (...args) => console.warn(...args),
  );
  return pageStorage;
}

/** Calls `onChange` when another tab changes `key` (native storage events only fire in other tabs). */
export function listenStorage(key: string, onChange: (value: string | null) => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === key) onChange(event.newValue);
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
