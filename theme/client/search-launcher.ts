// Opens the search dialog from the navbar button and the shortcuts Ctrl/Cmd+K and `/` (not while typing).
// The dialog's own script is loaded on first open, not with the page; it fetches the index itself.
import { loadScript } from './load-script.js';

/** What the on-demand search script (theme/client/search.ts) puts on `window.__docsgenSearch`. */
export interface SearchDialogApi {
  open(options: { index: string; mode: 'history' | 'hash'; opener: HTMLElement | null }): void;
}

/** A function that opens search, loading the dialog's script the first time; a no-op without search. */
export function createSearchLauncher(): () => void {
  let loading: Promise<SearchDialogApi> | undefined;
  return () => {
    const manifest = window.__DOCSGEN_ROUTES__;
    const search = manifest?.search;
    if (!manifest || !search) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    loading ??= loadScript(search.script).then(() => window.__docsgenSearch ?? Promise.reject(new Error(`${search.script} did not define the search dialog`)));
    loading.then(
      (api) => api.open({ index: search.index, mode: manifest.mode, opener }),
      (error: unknown) => {
        loading = undefined;
        console.warn('docsgen: could not load search.', error);
      },
    );
  };
}

/** Ctrl/Cmd+K anywhere and `/` outside text fields open search. */
export function listenSearchShortcuts(open: () => void): void {
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing || event.altKey) return;
    const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
    if (!commandK && !slash) return;
    event.preventDefault();
    open();
  });
}

function isTyping(target: EventTarget | null): boolean {
  const el = target instanceof HTMLElement ? target : null;
  return !!el && (el.isContentEditable || /^(?:INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}
