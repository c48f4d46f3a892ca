// Docusaurus's router hooks: at build time the location is the page's own, without a query; in the
// browser, once hydrated, it is the address bar's (a page reading `?code=` shows it then). Navigation
// does nothing (docsgen's client router handles links).
import { useSyncExternalStore } from 'react';
import { pageContext } from './context.js';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/**
 * The location. useSyncExternalStore renders the build's location first, so hydration matches the HTML,
 * then the browser's; it also makes a component that reads the location an island (island-chunks.ts).
 */
export function useLocation() {
  const href = useSyncExternalStore(
    subscribe,
    () => window.location.href,
    () => '',
  );
  if (!href) return { pathname: pageContext().site.baseUrl, search: '', hash: '', state: undefined, key: 'default' };
  const url = new URL(href);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: undefined, key: 'default' };
}

export function useHistory() {
  const noop = () => undefined;
  return {
    push: noop,
    replace: noop,
    go: noop,
    goBack: noop,
    goForward: noop,
    location: useLocation(),
    length: 1,
    action: 'POP' as const,
    listen: () => noop,
    block: () => noop,
    createHref: (to: { pathname?: string }) => to.pathname ?? '',
  };
}

export function Redirect() {
  return null;
}
