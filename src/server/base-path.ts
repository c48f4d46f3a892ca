// Where a request lands on a site served under a base URL (`baseUrl: /docs-site/`): paths under the
// base reach the site (as the site's own paths), the base without its last slash and the origin's root
// are sent to the base, and anything else is not the site's. With base `/` every path is the site's.

export type BaseAnswer = { path: string } | { redirect: string } | { outside: true };

/** `pathname` (as requested, still encoded) read against the site's base URL. */
export function underBase(base: string, pathname: string): BaseAnswer {
  if (base === '/') return { path: pathname };
  if (pathname.startsWith(base)) return { path: `/${pathname.slice(base.length)}` };
  if (pathname === '/' || pathname === base.slice(0, -1)) return { redirect: base };
  return { outside: true };
}

/** A site path (`/docs/x`) as requested under the base URL (`/docs-site/docs/x`), for redirects. */
export function pathUnderBase(base: string, sitePath: string): string {
  return base === '/' ? sitePath : `${base}${sitePath.replace(/^\//, '')}`;
}
