// Which files are text worth compressing, and the names and encodings of their precompressed twins
// (`x.html.br`, `x.html.gz`). Shared by the build, which writes the twins, and the servers, which send them.

/** Encodings docsgen writes and sends, best first. */
export type Encoding = 'br' | 'gzip';

/** The twin suffix of each encoding. */
export const TWIN_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Files up to this size get no twins: a compressed body saves less than a round of headers. */
export const TWIN_MIN_BYTES = 1024;

/** Text formats a site's output holds: pages, styles, scripts, data, feeds, sitemaps, markdown twins. */
const TEXT = /\.(?:html?|css|m?js|cjs|json|map|webmanifest|xml|rss|atom|txt|svg|md|mdx|markdown|ya?ml|csv|tsv)$/i;

/** Whether a file (by name) is text that compresses well. */
export function isCompressible(name: string): boolean {
  return TEXT.test(name);
}

/** Whether a file of this name and size gets `.br` and `.gz` twins in the output. */
export function hasTwins(name: string, size: number): boolean {
  return size > TWIN_MIN_BYTES && isCompressible(name);
}
