// Prefetch: links to routes prefetch their page when they enter the viewport and on hover or touch,
// except on 2g connections or with data-saver on; a target is never requested twice.

export function isSlowConnection(): boolean {
  const connection = navigator.connection;
  return !!connection && (connection.saveData === true || /2g/.test(connection.effectiveType ?? ''));
}

export interface Prefetcher {
  prefetch(route: string): void;
  /** Watches the route links of a container (replacing the previous container's). */
  observe(container: HTMLElement): void;
}

export function createPrefetcher(options: { load: (route: string) => Promise<unknown>; routeOf: (link: HTMLAnchorElement) => string | null }): Prefetcher {
  const requested = new Set<string>();
  const prefetch = (route: string) => {
    if (requested.has(route) || isSlowConnection()) return;
    requested.add(route);
    options.load(route).catch(() => {});
  };
  const fromLink = (target: EventTarget | null) => {
    const link = (target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const route = link && options.routeOf(link);
    if (route) prefetch(route);
  };
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer!.unobserve(entry.target);
            fromLink(entry.target);
          }
        })
      : null;
  document.addEventListener('mouseover', (event) => fromLink(event.target), { passive: true });
  document.addEventListener('touchstart', (event) => fromLink(event.target), { passive: true });
  return {
    prefetch,
    observe(container) {
      observer?.disconnect();
      for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (!options.routeOf(link)) continue;
        if (observer) observer.observe(link);
        else fromLink(link);
      }
    },
  };
}
