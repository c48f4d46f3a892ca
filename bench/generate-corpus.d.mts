// Types for generate-corpus.mjs, so TypeScript tests can import the plain-JavaScript generator.
export declare const PAGES_PER_FOLDER: number;
export declare const FOLDERS_PER_SECTION: number;
export declare const MARKER_FILE: string;
export declare const CUSTOM_ID: string;
/** The github-slugger rule for plain-word headings. */
export declare function slugify(text: string): string;
/** Path of page `i` relative to content/docs. */
export declare function pagePath(i: number): string;
/** The marker file contents of a corpus with these parameters. */
export declare function corpusMarker(pages: number, seed?: number, words?: number): string;
/**
 * Writes a complete site of `pages` docs into `dir` (about 1,000 words each, or about `words`: every page
 * keeps its headings, links, list, table and code blocks); refuses a non-empty folder without a marker.
 */
export declare function generateCorpus(dir: string, pages: number, options?: { seed?: number; words?: number }): void;
/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export declare function mulberry32(seed: number): () => number;
