// Types of the markdown stage's result: a hast tree plus what the route graph needs (headings, links).
import type { Element, Root } from 'hast';
import type { Diagnostic } from '../diagnostics/index.js';

export interface Heading {
  id: string;
  /** Plain text, without the `{#id}` syntax. */
  text: string;
  level: number;
  line: number;
}

/** A URL the page emits, with the attribute (and, while a tree exists, the element) that holds it. */
export interface LinkRef {
  url: string;
  line: number;
  column: number;
  /** The element holding the URL, while its tree is kept (spec descriptions, blog posts for feeds). */
  element?: Element;
  attribute: 'href' | 'src';
  /** The URL the page emits instead of `url`, once the route graph resolved it. */
  resolved?: string;
  /** For a relative image that exists: the file to copy and its content hash (set by the content loader). */
  asset?: { absPath: string; hash: string };
}

export interface MarkdownResult {
  tree: Root;
  headings: Heading[];
  /** Every id an element of the page defines (headings, raw HTML, footnotes). */
  anchors: string[];
  links: LinkRef[];
  diagnostics: Diagnostic[];
  /** With `truncate`: the content above the `<!-- truncate -->` marker, when there is one. */
  excerpt?: Root;
}

export interface MarkdownOptions {
  /** Path of the source file relative to the site folder, for diagnostics. */
  file: string;
  /** Number of lines before the markdown body in the file (front matter), added to every line. */
  lineOffset?: number;
  /** Cut an excerpt at a top-level `<!-- truncate -->` marker (blog posts). */
  truncate?: boolean;
}
