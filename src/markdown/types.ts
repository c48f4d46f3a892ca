// Types of the markdown stage's result: a hast tree plus what the route graph needs (headings, links).
import type { Element, Root } from 'hast';
import type { Diagnostic } from '../diagnostics/index.js';
import type { HighlightStore } from './highlighter.js';
import type { MarkdownSettings } from './settings.js';

export interface Heading {
  id: string;
  /** Plain text, without the `{#id}` syntax. */
  text: string;
  level: number;
  line: number;
}

/** A URL the page emits, with the attribute that holds it. Immutable: the route graph resolves it elsewhere. */
export interface LinkRef {
  readonly url: string;
  readonly line: number;
  readonly column: number;
  readonly attribute: 'href' | 'src';
  /** The site-relative file the link is written in, when it is not the page's own (an imported partial). */
  readonly file?: string;
}

export interface MarkdownResult {
  tree: Root;
  headings: Heading[];
  /** Every id an element of the page defines (headings, raw HTML, footnotes). */
  anchors: string[];
  links: LinkRef[];
  /** The element holding each of `links` (same index), for the compile step only. */
  linkElements: Element[];
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
  /** The site's markdown settings (magic comments, plugins). */
  settings?: MarkdownSettings;
  /** Where code blocks' highlighting is kept for later builds (this thread's parse cache). */
  highlights?: HighlightStore;
}
