// Small string helpers for asserting on built HTML without a DOM.

/** The element that starts with `opening` (e.g. `<nav aria-label="Table of contents"`), up to its matching close tag. */
export function element(html: string, opening: string): string {
  const start = html.indexOf(opening);
  if (start < 0) throw new Error(`no element starting with ${opening}`);
  const tag = /^<([a-z0-9]+)/i.exec(opening)?.[1];
  if (!tag) throw new Error(`not an opening tag: ${opening}`);
  const pattern = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'gi');
  pattern.lastIndex = start + 1;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  throw new Error(`unclosed ${opening}`);
}

/** Every `href` in `html`, in order. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]!);
}
