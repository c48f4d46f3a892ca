// URI helpers that never throw: decoding a malformed escape keeps the text as written, and encoding
// leaves `%XX` escapes already there alone.

/** `decodeURI`, or `value` unchanged when it holds a malformed escape (`%zz`). */
export function safeDecodeURI(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/** `decodeURIComponent`, or `value` unchanged when it holds a malformed escape. */
export function safeDecodeURIComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Percent-encodes what a URL may not hold as written (spaces, non-ASCII, a `%` that starts no escape),
 * keeping reserved characters and existing `%XX` escapes: for sitemaps, feeds and Location headers.
 */
export function encodeUrlPath(url: string): string {
  return url.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/%?#[\]]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return '%EF%BF%BD';
    }
  });
}

/** Whether a link leaves the site (has a scheme or is protocol-relative). */
export function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}
