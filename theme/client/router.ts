// Client navigation: internal link clicks (not modified, not target=_blank, not download, not external)
// load the target route's page first, then show it; a failed load logs console.warn and loads the page in
// full. Scroll, focus, title and progress follow the rules of issue 7 item 8 in both router modes.
import { announce } from '../islands/announcer.js';
import type { Page, RouteLoader } from './loader.js';
import { focusSkipRegion } from './navbar.js';
import { startProgress } from './progress.js';
import { formatLocation, readLocation, resolveHref, type Loc, type RouteTable } from './routes.js';
import { createKey, createScrollMemory, ensureEntryKey, entryKey, scrollToFragment } from './scroll.js';

export interface RouterOptions {
  table: RouteTable;
  loader: RouteLoader;
  /** Replaces the page region with a loaded page (islands unmounted and mounted again). */
  show: (page: Page) => void;
  /** The location the server-rendered document shows (hash mode: always the home route). */
  initial: Loc;
}

type Action = 'push' | 'replace' | 'pop';

export interface Router {
  navigate(href: string): void;
  /** The route of a link, or null when the link is not handled by the router. */
  routeOf(link: HTMLAnchorElement): string | null;
}

export function startRouter({ table, loader, show, initial }: RouterOptions): Router {
  const mode = table.mode;
  history.scrollRestoration = 'manual';
  // Let the browser restore the scroll position itself on reload or when coming back from another site.
  window.addEventListener('pagehide', () => (history.scrollRestoration = 'auto'));
  window.addEventListener('pageshow', () => (history.scrollRestoration = 'manual'));
  const scroll = createScrollMemory();
  let shown = initial;
  let shownRoute = table.match(initial.path);
  let latest = 0;

  const write = (action: Action, loc: Loc) => {
    if (action === 'pop') return;
    const state = { key: createKey() };
    const url = formatLocation(mode, loc);
    // The mobile drawer's own history entry is replaced by the page its link leads to.
    const drawerEntry = (history.state as { drawer?: boolean } | null)?.drawer === true;
    if (action === 'push' && !drawerEntry) history.pushState(state, '', url);
    else history.replaceState(state, '', url);
    scroll.track(state.key);
  };

  const fullLoad = (loc: Loc) => {
    if (mode === 'history') {
      location.assign(formatLocation(mode, loc));
    } else {
      history.replaceState(null, '', formatLocation(mode, loc));
      location.reload();
    }
  };

  const scrollAfter = (action: Action, target: Loc, previous: Loc) => {
    const key = entryKey();
    const saved = action === 'pop' && key ? scroll.saved(key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    // Only the query string changed: stay where the reader is.
    else if (target.path === previous.path && target.search !== previous.search && target.hash === previous.hash) return;
    else if (scrollToFragment(target.hash)) return;
    else if (action !== 'pop' || !target.hash) window.scrollTo(0, 0);
  };

  async function go(target: Loc, action: Action, fallback: 'full-load' | 'none' = 'full-load'): Promise<void> {
    const id = ++latest;
    if (action !== 'pop') scroll.remember();
    const route = table.match(target.path);
    if (route === null) {
      if (action !== 'pop') fullLoad(target);
      else location.reload();
      return;
    }
    const loc = { ...target, path: route === '/404' ? target.path : route };
    const previous = shown;
    if (route === shownRoute) {
      write(action, loc);
      if (action === 'pop') scroll.track(ensureEntryKey());
      shown = loc;
      scrollAfter(action, loc, previous);
      return;
    }
    const done = startProgress();
    let page: Page;
    try {
      page = await loader.open(route);
    } catch (error) {
      done();
      if (id !== latest) return;
      console.warn(`docsgen: could not load ${formatLocation(mode, loc)}; loading it in full.`, error);
      if (fallback === 'full-load') fullLoad(loc);
      return;
    }
    if (id !== latest) {
      done();
      return;
    }
    write(action, loc);
    if (action === 'pop') scroll.track(ensureEntryKey());
    show(page);
    shown = loc;
    shownRoute = route;
    scrollAfter(action, loc, previous);
    if (action === 'push' && !loc.hash) focusSkipRegion();
    announce(`Navigated to ${document.title}`);
    done();
  }

  const routeOf = (link: HTMLAnchorElement): string | null => {
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
    const target = resolveHref(mode, link.getAttribute('href') ?? '', shown);
    return target && table.match(target.path);
  };

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    if (!link || routeOf(link) === null) return;
    const target = resolveHref(mode, link.getAttribute('href')!, shown)!;
    const samePage = table.match(target.path) === shownRoute && target.search === shown.search;
    // History mode leaves same-page fragment links to the browser (native :target and scrolling).
    if (mode === 'history' && samePage && target.hash) return;
    event.preventDefault();
    void go(target, 'push');
  });

  const onPop = () => {
    // The entry left behind keeps where the reader was (the browser changed the entry, not the scroll).
    scroll.remember();
    if ((history.state as { drawer?: boolean } | null)?.drawer) return;
    const target = readLocation(mode);
    if (formatLocation(mode, target) === formatLocation(mode, shown) && entryKey()) {
      scrollAfter('pop', target, shown);
      scroll.track(entryKey()!);
      return;
    }
    void go(target, 'pop');
  };
  window.addEventListener('popstate', onPop);
  if (mode === 'hash') window.addEventListener('hashchange', onPop);

  // Hash mode: index.html holds the home page; show the route the address names.
  const current = readLocation(mode);
  if (formatLocation(mode, current) !== formatLocation(mode, initial)) void go(current, 'replace', 'none');

  return {
    navigate(href) {
      const target = resolveHref(mode, href, shown);
      if (target) void go(target, 'push');
    },
    routeOf(link) {
      const route = routeOf(link);
      return route === shownRoute ? null : route;
    },
  };
}
