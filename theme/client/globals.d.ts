// Globals the client runtime reads or defines in the browser.
import type { RouteManifest } from './routes.js';
import type { SearchDialogApi } from './search-launcher.js';
import type { TryItApi } from '../islands/try-it.js';

declare global {
  interface Window {
    /** The route table, set by the route-manifest script written next to the bundle. */
    __DOCSGEN_ROUTES__?: RouteManifest;
    /** Called by a hash-mode route data script with its route URL and page HTML. */
    __docsgenRoute?: (url: string, html: string) => void;
    /** docsgen's public client API; its absence after load means the bundle never ran (base-URL banner). */
    docsgen?: { navigate: (href: string) => void; prefetch: (href: string) => void };
    /** The search dialog, defined by the on-demand search script. */
    __docsgenSearch?: SearchDialogApi;
    /** The API reference's try-it console, defined by its on-demand script. */
    __docsgenTryIt?: TryItApi;
    /** Hash mode: set by the search index script. */
    __DOCSGEN_SEARCH_INDEX__?: unknown;
    /** Hash mode: set by the route weights script (RouteWeights). */
    __DOCSGEN_ROUTE_WEIGHTS__?: unknown;
  }
  interface Navigator {
    /** Network Information API (Chromium): used to skip prefetching on slow or metered connections. */
    connection?: { effectiveType?: string; saveData?: boolean };
  }
}
