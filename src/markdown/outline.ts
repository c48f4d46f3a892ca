// A markdown body's outline without its full parse: heading texts, levels, lines and ids, the ids the
// page defines, the first paragraph's text and whether it opens with an h1, exactly as compileMarkdown
// gives them. A line scanner (outline-scan.ts, line classes in outline-lines.ts) finds the lines those
// come from (headings, the first paragraph, link definitions, raw HTML with ids); only they go through
// the real pipeline, so inline markup, slugs and duplicates come out the same. Whatever the scanner
// cannot place for certain (setext headings, headings in lists, quotes or admonitions, footnotes,
// directives, raw HTML headings) makes it give up: the caller then parses the file in full. Knows no
// file system.
import { firstParagraph } from './first-paragraph.js';
import { lineWithDeepContainers, parseMarkdown } from './pipeline.js';
import { normaliseAdmonitionTitles } from './remark-admonitions.js';
import { findSlowShape } from './shape-limits.js';
import { uniqueSlug } from './rehype-heading-ids.js';
import { estimateHtmlChars } from './size-estimate.js';
import type { Heading, MarkdownOptions } from './types.js';
import { Unsure, tooManyOpeners } from './outline-lines.js';
import { type Scan, scanLines } from './outline-scan.js';

/** What other pages show of a markdown body (see CompiledMarkdown's fields of the same names). */
export interface MarkdownOutline {
  headings: Heading[];
  anchors: string[];
  summary?: string;
  startsWithH1: boolean;
  sizeEstimate: number;
}

/**
 * The outline of a markdown body (no front matter), equal to what compileMarkdown gives for the same
 * text and options; undefined when the body needs the full parse to tell (or the options do: excerpts,
 * site plugins). `summary: false` leaves the summary out (and its parse: a front matter `description`
 * replaces it).
 */
export function outlineMarkdown(source: string, options: MarkdownOptions, wanted: { summary?: boolean } = {}): MarkdownOutline | undefined {
  if (options.truncate || options.settings?.plugins) return undefined;
  if (lineWithDeepContainers(source) !== undefined || tooManyOpeners(source) || findSlowShape(source)) return undefined;
  // Scanned as the pipeline parses it: `:::note Title` lines rewritten as directives (where that
  // rewrite sees them outside code).
  const lines = normaliseAdmonitionTitles(source).split(/\r\n|\r|\n/);
  let scan: Scan;
  try {
    scan = scanLines(lines, wanted.summary !== false);
  } catch (error) {
    if (error instanceof Unsure) return undefined;
    throw error;
  }
  const plain = plainOutline(lines, scan, options.lineOffset ?? 0);
  if (plain && wanted.summary === false) return { ...plain, sizeEstimate: estimateHtmlChars(source) };
  // The kept lines, runs apart separated by one blank line (as the lines left out separated them), and
  // the line each came from.
  const kept: string[] = [];
  const from: number[] = [];
  scan.keep.forEach((keep, i) => {
    if (!keep) return;
    if (kept.length > 0 && !scan.keep[i - 1]) {
      kept.push('');
      from.push(i - 1);
    }
    kept.push(lines[i]!);
    from.push(i);
  });
  const result = parseMarkdown(kept.join('\n'), { ...options, lineOffset: 0 });
  if (result.diagnostics.length > 0) return undefined;
  const summary = wanted.summary === false ? undefined : firstParagraph(result.tree);
  const offset = options.lineOffset ?? 0;
  return {
    headings: result.headings.map((h) => ({ ...h, line: from[h.line - 1]! + 1 + offset })),
    anchors: result.anchors,
    ...(summary ? { summary } : {}),
    startsWithH1: scan.startsWithH1,
    sizeEstimate: estimateHtmlChars(source),
  };
}

/**
 * Headings and ids without the pipeline, when every kept line is a heading of plain text (words,
 * digits, spaces and punctuation markdown leaves as it is, and an optional `{#id}`): their ids as
 * rehype-heading-ids.ts gives them (explicit ids reserved first, then slugs numbered in order).
 */
function plainOutline(lines: string[], scan: Scan, offset: number): Omit<MarkdownOutline, 'sizeEstimate' | 'summary'> | undefined {
  const found: { text: string; level: number; custom?: string; line: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!scan.keep[i]) continue;
    const match = PLAIN_HEADING.exec(lines[i]!);
    if (!match) return undefined;
    const custom = match[3]?.trim();
    if (match[3] !== undefined && !custom) return undefined;
    found.push({ text: match[2]!.trim(), level: match[1]!.length, line: i + 1 + offset, ...(custom ? { custom } : {}) });
  }
  const taken = new Set(found.flatMap((h) => (h.custom ? [h.custom] : [])));
  const headings = found.map((h) => ({ id: h.custom ?? uniqueSlug(h.text, taken), text: h.text, level: h.level, line: h.line }));
  return { headings, anchors: headings.map((h) => h.id), startsWithH1: scan.startsWithH1 };
}

/**
 * An ATX heading whose text markdown leaves as it is (no emphasis, code, links, HTML, entities, escapes,
 * directives or closing hashes), with an optional `{#id}` at its end.
 */
const PLAIN_HEADING = /^ {0,3}(#{1,6}) +((?:[\p{L}\p{N}][\p{L}\p{N} ,.;'"?()/+=%-]*)?)(?:\{#([^{}]*)\})? *$/u;
