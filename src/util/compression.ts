// Which files are text worth compressing, and the names and encodings of their precompressed copies
// (`x.html.br`, `x.html.gz`). Shared by the build, which writes the precompressed copies, and the servers, which send them.

/** Encodings docsgen writes and sends, best first. */
export type Encoding = 'br' | 'gzip';

/** The suffix of each encoding. */
export const PRECOMPRESSED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Files up to this size get no precompressed copies: a compressed body saves less than a round of headers. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** Text formats a site's output holds: pages, styles, scripts, data, feeds, sitemaps, markdown exports. */
const TEXT = /\.(?:html?|css|m?js|cjs|json|map|webmanifest|xml|rss|atom|txt|svg|md|mdx|markdown|ya?ml|csv|tsv)$/i;

/** Whether a file (by name) is text that compresses well. */
export function isCompressible(name: string): boolean {
  return TEXT.test(name);
}

/** Whether a file of this name and size gets `.br` and `.gz` copies in the output. */
export function getsPrecompressed(name: string, size: number): boolean {
  return size > PRECOMPRESS_MIN_BYTES && isCompressible(name);
}
