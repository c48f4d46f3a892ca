// The browser entry esbuild bundles: hydrates the islands, follows colour-mode changes from other tabs,
// and starts the navbar behaviour, client navigation and prefetching. Never imports src/.
import { parseColorMode, setColorMode } from '../islands/color-mode.js';
import type { EnhancerContext } from '../islands/enhancers.js';
import { STORAGE_KEYS, listenStorage } from '../islands/storage.js';
import { mountIslands } from './islands.js';
import { createScriptLoader } from './load-script.js';
import { createRouteLoader, updateHead, type Page } from './loader.js';
import { enhanceSkipLink, hideNavbarOnScroll } from './navbar.js';
import { createPrefetcher } from './prefetch.js';
import { startRouter } from './router.js';
import { createSearchLauncher, listenSearchShortcuts } from './search-launcher.js';
import { createRouteTable, readLocation } from './routes.js';

function boot(): void {
  const root = document.getElementById('__docsgen');
  if (!root) return;
  const html = document.documentElement;
  const defaultMode = parseColorMode(html.getAttribute('data-default-theme')) ?? 'light';
  listenStorage(STORAGE_KEYS.theme, (value) => setColorMode(parseColorMode(value) ?? defaultMode, false));

  const openSearch = createSearchLauncher();
  listenSearchShortcuts(openSearch);
  const loadTryIt = createScriptLoader(
    () => window.__DOCSGEN_ROUTES__?.tryIt,
    () => window.__docsgenTryIt,
  );
  const context: EnhancerContext = { sidebarChoices: new Map(), openSearch, keys: new Map(), loadTryIt };
  let unmount = mountIslands(root, context);
  hideNavbarOnScroll();
  enhanceSkipLink();

  const manifest = window.__DOCSGEN_ROUTES__;
  if (!manifest) {
    window.docsgen = { navigate: (href) => location.assign(href), prefetch: () => {} };
    return;
  }
  const table = createRouteTable(manifest);
  const loader = createRouteLoader(table);
  let prefetcher: ReturnType<typeof createPrefetcher> | undefined;
  const show = (page: Page) => {
    unmount();
    root.replaceChildren(...document.adoptNode(page.body).childNodes);
    updateHead(page);
    unmount = mountIslands(root, context);
    prefetcher?.observe(root);
  };
  const initial = table.mode === 'hash' ? { path: '/', search: '', hash: '' } : readLocation('history');
  const router = startRouter({ table, loader, show, initial });
  prefetcher = createPrefetcher({
    load: (route) => loader.load(route),
    routeOf: router.routeOf,
    weightOf: (route) => table.weightOf(route),
    isHeavy: (route) => table.isHeavy(route),
    weightsReady: () => table.loadWeights(),
  });
  prefetcher.observe(root);
  window.docsgen = {
    navigate: router.navigate,
    prefetch: (href) => {
      const link = document.createElement('a');
      link.setAttribute('href', href);
      const route = router.routeOf(link);
      if (route) prefetcher!.prefetch(route);
    },
  };
}

boot();
