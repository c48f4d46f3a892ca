// Decides whether a link points at the current page, or at a section that contains it.
// Pure string logic on URL paths; must not build or rewrite URLs (src/routes owns that).

/** Drops a trailing slash (except for the root) and lowercases, so /docs/A/ equals /docs/a. */
function normalisePath(path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.toLowerCase();
}

/** True when both paths name the same page. */
export function isSamePath(a: string, b: string): boolean {
  return normalisePath(a) === normalisePath(b);
}

/** True when `url` is `prefix` itself or lies under it, segment by segment (/docs does not match /docsx). */
export function isUnderPath(url: string, prefix: string): boolean {
  const base = normalisePath(prefix);
  const path = normalisePath(url);
  if (base === '/') return true;
  return path === base || path.startsWith(`${base}/`);
}

/** 'exact' when the link is the current page, 'section' when the page lies under its prefix, else false. */
export function matchPath(url: string, href: string, activePrefix?: string): 'exact' | 'section' | false {
  if (isSamePath(url, href)) return 'exact';
  if (activePrefix !== undefined && isUnderPath(url, activePrefix)) return 'section';
  return false;
}
