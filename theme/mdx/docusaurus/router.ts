// Docusaurus's router hooks, for pages rendered at build time: the location is the page's own, and
// navigation does nothing (docsgen's client router handles links).
import { pageContext } from './context.js';

export function useLocation() {
  return { pathname: pageContext().site.baseUrl, search: '', hash: '', state: undefined, key: 'default' };
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
