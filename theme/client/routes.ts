// The route table (from the route manifest) and the client's view of locations in both router modes:
// history (`/docs/x?q#h`) and hash (`#/docs/x?q#h`). Matching and `.html` normalisation live here.

export type { RouteManifest, RouteWeights } from '../props.js';
import type { RouteManifest, RouteWeights } from '../props.js';

export interface Loc {
  path: string;
  search: string;
  hash: string;
}

export const NOT_FOUND = '/404';

export interface RouteTable {
  mode: RouteManifest['mode'];
  /** The route for a path: exact, else with `.html`, `/index.html`, `/index` or a trailing slash removed; null when none. */
  match(path: string): string | null;
  /** Where a route's content is loaded from. */
  dataUrl(route: string): string;
  /** A route's estimated page size in bytes (from the build's weights file), or undefined until it is loaded. */
  weightOf(route: string): number | undefined;
  /** Whether the build marked a route's page too heavy to prefetch merely because a link to it is in view. */
  isHeavy(route: string): boolean;
  /**
   * Loads the build's page sizes (once; later calls get the same promise). Rejects when there are none
   * for this table: no file, or one written for other routes (a newer build, after a deploy).
   */
  loadWeights(): Promise<void>;
}

function decode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export function createRouteTable(manifest: RouteManifest, load: (url: string) => Promise<unknown> = loadWeightsFile): RouteTable {
  const index = new Map(manifest.routes.map((route, i) => [route, i]));
  const heavy = new Set(manifest.heavy);
  let weights: RouteWeights | undefined;
  let loading: Promise<void> | undefined;
  const exact = (path: string) => (index.has(path) ? path : index.has(decode(path)) ? decode(path) : null);
  return {
    mode: manifest.mode,
    match(path) {
      const found =
        exact(path) ??
        exact(
          path
            .replace(/\/index(?:\.html)?$/, '')
            .replace(/\.html$/, '')
            .replace(/\/+$/, '') || '/',
        );
      if (found === null && manifest.mode === 'hash' && manifest.notFound) return NOT_FOUND;
      return found;
    },
    weightOf(route) {
      const kb = weights?.weights[index.get(route) ?? -1];
      return kb === undefined ? undefined : kb * 1024;
    },
    isHeavy(route) {
      return heavy.has(index.get(route) ?? -1);
    },
    loadWeights() {
      const file = manifest.weights;
      loading ??= file
        ? load(file.url).then((value) => {
            const found = value as Partial<RouteWeights> | undefined;
            if (found?.key !== file.key || !Array.isArray(found.weights)) throw new Error(`${file.url} is not for this route table`);
            weights = found as RouteWeights;
            for (const i of found.heavy ?? []) heavy.add(i);
          })
        : Promise.reject(new Error('This build gives no page sizes'));
      return loading;
    },
    dataUrl(route) {
      if (manifest.mode === 'history') return route;
      if (route === NOT_FOUND) return manifest.notFound!;
      return manifest.data![index.get(route)!]!;
    },
  };
}

/**
 * The weights file's value: fetched in history mode; in hash mode (file:// cannot fetch) a script that sets
 * `window.__DOCSGEN_ROUTE_WEIGHTS__`.
 */
function loadWeightsFile(url: string): Promise<unknown> {
  if (!url.endsWith('.js')) return fetch(url, { credentials: 'same-origin' }).then((response) => (response.ok ? response.json() : undefined));
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => {
      script.remove();
      resolve(window.__DOCSGEN_ROUTE_WEIGHTS__);
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${url}`));
    };
    document.head.append(script);
  });
}

const BASE = 'http://docsgen.invalid';

function fromUrl(url: URL): Loc {
  return { path: url.pathname, search: url.search, hash: url.hash };
}

/** `#/docs/x?q#h` -> its location; anything else is the home route. */
export function parseHashLocation(hash: string): Loc {
  return fromUrl(new URL(hash.startsWith('#/') ? hash.slice(1) : '/', BASE));
}

export function readLocation(mode: RouteTable['mode']): Loc {
  if (mode === 'hash') return parseHashLocation(location.hash);
  return { path: location.pathname, search: location.search, hash: location.hash };
}

/** The address-bar form of a location in this mode. */
export function formatLocation(mode: RouteTable['mode'], loc: Loc): string {
  const rest = `${loc.path}${loc.search}${loc.hash}`;
  return mode === 'hash' ? `#${rest}` : rest;
}

/** Where a link's raw href leads, or null when it leaves the site. */
export function resolveHref(mode: RouteTable['mode'], href: string, current: Loc): Loc | null {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
  if (mode === 'history') {
    const url = new URL(href, location.href);
    return url.origin === location.origin ? fromUrl(url) : null;
  }
  if (absolute) return null;
  if (href.startsWith('#/')) return parseHashLocation(href);
  if (href.startsWith('#')) return { ...current, hash: href.length > 1 ? href : '' };
  return fromUrl(new URL(href, `${BASE}${current.path}${current.search}`));
}
