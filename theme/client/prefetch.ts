// Prefetch: a route link prefetches its page on intent (hover, focus, touch) first; links in view are
// prefetched only once the browser is idle, nearest first (pagination and the page's own text, then the
// sidebar around the current page; never the navbar or footer, which every page repeats), and never a page
// the build marks heavy. Each page view spends at most 5 requests and 100 KB (pages' sizes come from the
// build's weights file, which links in view wait for, then from what was downloaded); nothing on 2g or with
// data-saver on; a target is never requested twice.

export function isSlowConnection(): boolean {
  const connection = navigator.connection;
  return !!connection && (connection.saveData === true || /2g/.test(connection.effectiveType ?? ''));
}

/** Requests one page view may spend on prefetching, in all. */
export const PREFETCH_LIMIT = 5;
/** Bytes (page HTML) one page view may spend on prefetching, in all. */
export const PREFETCH_BUDGET = 100 * 1024;
/** What links merely in view may take of the above (one or two pages): the rest stays for the reader's intent. */
const VIEWPORT_LIMIT = 2;
const VIEWPORT_BUDGET = 40 * 1024;
/** A pointer resting this long on a link shows intent (a pointer passing over the sidebar does not). */
const HOVER_MS = 50;
/** A page's weight before the build's weights file came (a reader's intent does not wait for it): a typical page. */
const UNKNOWN_WEIGHT = 40 * 1024;

/** Links every page repeats: prefetched on intent only. */
const CHROME = '.navbar, .footer, .navbar-sidebar';
/** Sidebars (the side column's, and its copy in the page for narrow screens). */
const SIDEBAR = 'aside, .menu';

export interface Prefetcher {
  prefetch(route: string): void;
  /** Watches the route links of a container (replacing the previous container's): a new page view. */
  observe(container: HTMLElement): void;
}

export interface PrefetchOptions {
  /** Loads a route's page; resolves with its HTML. */
  load: (route: string) => Promise<string>;
  routeOf: (link: HTMLAnchorElement) => string | null;
  /** A route's estimated page size in bytes, or undefined when unknown. */
  weightOf: (route: string) => number | undefined;
  /** Whether a route's page is too heavy to prefetch merely because its link is in view. */
  isHeavy: (route: string) => boolean;
  /**
   * Resolves once the build's page sizes are known (weightOf and isHeavy answer for every route): links in
   * view wait for it, and are not prefetched when it rejects (a heavy page could not be told).
   */
  weightsReady: () => Promise<void>;
}

export function createPrefetcher(options: PrefetchOptions): Prefetcher {
  const requested = new Set<string>();
  // This page view's spending: requests and bytes (estimated until the page arrives, then measured).
  let view = { requests: 0, bytes: 0, viewportRequests: 0, viewportBytes: 0 };
  const visible = new Set<HTMLAnchorElement>();

  const prefetch = (route: string, byViewport = false): boolean => {
    if (requested.has(route) || isSlowConnection()) return false;
    const weight = options.weightOf(route) ?? UNKNOWN_WEIGHT;
    const spent = view;
    if (spent.requests >= PREFETCH_LIMIT || spent.bytes + weight > PREFETCH_BUDGET) return false;
    if (byViewport && (options.isHeavy(route) || spent.viewportRequests >= VIEWPORT_LIMIT || spent.viewportBytes + weight > VIEWPORT_BUDGET)) return false;
    requested.add(route);
    spent.requests++;
    spent.bytes += weight;
    if (byViewport) {
      spent.viewportRequests++;
      spent.viewportBytes += weight;
    }
    options
      .load(route)
      .then((html) => {
        // What it really cost replaces the estimate.
        spent.bytes += html.length - weight;
        if (byViewport) spent.viewportBytes += html.length - weight;
      })
      .catch(() => {});
    return true;
  };

  const routeOfTarget = (target: EventTarget | null) => {
    const link = (target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    return link ? options.routeOf(link) : null;
  };
  const onIntent = (event: Event) => {
    const route = routeOfTarget(event.target);
    if (route) prefetch(route);
  };
  let hover: { link: Element; timer: number } | undefined;
  document.addEventListener(
    'mouseover',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || hover?.link === link) return;
      if (hover) clearTimeout(hover.timer);
      hover = { link, timer: window.setTimeout(() => onIntent(event), HOVER_MS) };
    },
    { passive: true },
  );
  document.addEventListener('mouseout', (event) => {
    if (hover && !hover.link.contains(event.relatedTarget as Node | null)) {
      clearTimeout(hover.timer);
      hover = undefined;
    }
  });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);

  // Links in view are prefetched when the browser is idle, best ranked first.
  let scheduled = false;
  // Safari has no requestIdleCallback: a second after the links came into view stands in for it.
  const whenIdle = (run: () => void) =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1000);
  const fromViewport = () => {
    scheduled = false;
    if (isSlowConnection()) return;
    options.weightsReady().then(
      () => {
        const candidates = [...visible].filter((link) => link.isConnected);
        for (const link of candidates.sort((a, b) => rank(a) - rank(b))) {
          const route = options.routeOf(link);
          if (route) prefetch(route, true);
        }
      },
      () => {},
    );
  };
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            const link = entry.target as HTMLAnchorElement;
            if (entry.isIntersecting) visible.add(link);
            else visible.delete(link);
          }
          if (!scheduled) {
            scheduled = true;
            whenIdle(fromViewport);
          }
        })
      : null;

  return {
    prefetch: (route) => void prefetch(route),
    observe(container) {
      observer?.disconnect();
      visible.clear();
      view = { requests: 0, bytes: 0, viewportRequests: 0, viewportBytes: 0 };
      if (!observer) return;
      for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (options.routeOf(link) && !link.closest(CHROME)) observer.observe(link);
      }
    },
  };
}

/**
 * A link's rank among those in view, lowest first: pagination, then the page's text, then the sidebar
 * (the nearer the current page's entry, the sooner), then anything else (breadcrumbs).
 */
function rank(link: Element): number {
  const sidebar = link.closest(SIDEBAR);
  // Breadcrumbs lead up to pages the reader came through: last.
  const text = link.closest('main, article') && !link.closest('.breadcrumbs-nav');
  const region = link.closest('.pagination-nav') ? 0 : sidebar ? 2 : text ? 1 : 3;
  if (!sidebar) return region * 10_000;
  const links = [...sidebar.querySelectorAll('a[href]')];
  const current = sidebar.querySelector('[aria-current="page"]');
  return region * 10_000 + (current ? Math.abs(links.indexOf(link) - links.indexOf(current)) : links.indexOf(link));
}
