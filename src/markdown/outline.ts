// A markdown body's outline without its full parse: heading texts, levels, lines and ids, the ids the
// page defines, the first paragraph's text and whether it opens with an h1, exactly as compileMarkdown
// gives them. A line scanner (line classes in outline-lines.ts) finds the lines those come from
// (headings, the first paragraph, link definitions, raw HTML with ids); only they go through the real
// pipeline, so inline markup, slugs and duplicates come out the same. Whatever the scanner cannot place
// for certain (setext headings, headings in lists, quotes or admonitions, footnotes, directives, raw HTML
// headings) makes it give up: the caller then parses the file in full. Knows no file system.
import { firstParagraph } from './first-paragraph.js';
import { lineWithDeepContainers, parseMarkdown } from './pipeline.js';
import { normaliseAdmonitionTitles } from './remark-admonitions.js';
import { findSlowShape } from './shape-limits.js';
import { uniqueSlug } from './rehype-heading-ids.js';
import { estimateHtmlChars } from './size-estimate.js';
import type { Heading, MarkdownOptions } from './types.js';
import {
  ADMONITION,
  ADMONITION_END,
  ATX,
  BLANK,
  BULLET,
  CONTAINER_PREFIX,
  DEFINITION,
  DELIMITER_ROW,
  DIRECTIVE,
  FENCE,
  HTML_END,
  HTML_TAG_LINE,
  ID_ATTRIBUTE,
  MAX_INDENT,
  ONE_LINE_DEFINITION,
  ORDERED,
  QUOTE,
  RISKY_HTML,
  SETEXT,
  THEMATIC,
  Unsure,
  cellsOf,
  indentOf,
  interruptsParagraph,
  isLazyText,
  itemOffset,
  tooManyOpeners,
  unsureOf,
  withoutCodeSpans,
} from './outline-lines.js';

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

interface Scan {
  /** Lines the outline is made from. */
  keep: Uint8Array;
  startsWithH1: boolean;
}

/** What the previous line was, for the lines whose meaning depends on it. */
type Previous = 'blank' | 'paragraph' | 'container' | 'table' | 'other';

function scanLines(lines: string[], summary: boolean): Scan {
  const keep = new Uint8Array(lines.length);
  // An open code fence; one in a list item has the column the item's content starts at.
  let fence: { char: string; length: number; offset?: number } | undefined;
  let html: { end: RegExp | 'blank'; start: number; ids: boolean } | undefined;
  // An open list (with the content column of its outermost item and of the last item opened) or quote.
  let container: { kind: 'list' | 'quote'; offset: number; last: number; text: boolean } | undefined;
  // Open admonitions, by the length of their colon fences: their content is not at the top level.
  const admonitions: number[] = [];
  // A list item, quote, raw HTML or indented code in an admonition since the last blank line: a
  // closing fence there may belong to it.
  let admonitionList = false;
  // A paragraph after the first one, kept when raw HTML in it defines an id.
  let paragraph: { start: number; ids: boolean } | undefined;
  let previous = 'blank' as Previous;
  let first = 'none' as 'none' | 'open' | 'done';
  // The first block other than comments: an h1 (the page then opens with it) or anything else.
  let opening: 'h1' | 'other' | undefined;
  const block = (kind: 'h1' | 'other') => {
    opening ??= kind;
    if (first === 'open') first = 'done';
  };
  const closeHtml = (end: number) => {
    if (html?.ids) keep.fill(1, html.start, end + 1);
    html = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence) {
      const indent = BLANK.test(line) ? 0 : indentOf(line);
      // A fence in a list item closes at its own indentation (up to three spaces more), relative to the item.
      const close = FENCE.exec(fence.offset === undefined ? line : indent >= fence.offset && indent <= fence.offset + 3 ? line.trimStart() : '');
      if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length && BLANK.test(close[2]!)) {
        fence = undefined;
        previous = 'other';
        continue;
      }
      // In an admonition, a fence may sit in a list item that ends unseen: what would add a heading or
      // an id, or close the admonition, is left to the full parse.
      if (
        admonitions.length > 0 &&
        (ATX.test(line.replace(CONTAINER_PREFIX, '').trimStart()) ||
          SETEXT.test(line) ||
          ID_ATTRIBUTE.test(line) ||
          /^[ \t]*:::/.test(line) ||
          RISKY_HTML.test(line) ||
          DEFINITION.test(line) ||
          line.includes('[^'))
      )
        throw new Unsure();
      // A fence in a list item ends with the item, at a line indented less than the item's content.
      if (fence.offset === undefined || BLANK.test(line) || indent >= fence.offset) continue;
      if (indent > 0) throw new Unsure();
      // The item (and the code in it) ended: the line is read at the top level.
      fence = undefined;
      container = undefined;
      previous = 'other';
    }
    if (html) {
      if (RISKY_HTML.test(line)) throw new Unsure();
      if (html.end === 'blank' && BLANK.test(line)) {
        closeHtml(i - 1);
      } else {
        if (ID_ATTRIBUTE.test(line)) html.ids = true;
        if (html.end !== 'blank' && html.end.test(line)) {
          closeHtml(i);
          previous = 'other';
        }
        continue;
      }
    }
    if (BLANK.test(line)) {
      admonitionList = false;
      previous = 'blank';
      if (first === 'open') first = 'done';
      continue;
    }
    const indent = indentOf(line);
    if (indent >= MAX_INDENT || line.includes('[^') || RISKY_HTML.test(withoutCodeSpans(line))) throw new Unsure();
    if (DEFINITION.test(line)) {
      // A link reference definition on one line, at the top level, is kept: headings' and the first
      // paragraph's reference links resolve as in the full parse (it renders nothing).
      if (container || admonitions.length > 0 || previous === 'paragraph' || !ONE_LINE_DEFINITION.test(line)) throw new Unsure();
      // What follows a definition directly continues it as paragraph content: left to the full parse.
      const next = lines[i + 1];
      if (next !== undefined && !BLANK.test(next) && !DEFINITION.test(next)) throw new Unsure();
      keep[i] = 1;
      if (first === 'open') first = 'done';
      previous = 'other';
      continue;
    }
    if (container) {
      // A list item holds the lines indented to its content (blank ones between them too), a quote the
      // lines marked `>`; either takes a lazy line continuing its paragraph. Other lines leave it.
      const quoted = QUOTE.test(line);
      const marker = BULLET.test(line) || ORDERED.test(line);
      let inside = container.kind === 'quote' ? quoted : indent >= container.offset || marker || quoted;
      if (inside && container.kind === 'list' && indent < container.offset)
        container = { kind: quoted ? 'quote' : 'list', offset: itemOffset(line), last: itemOffset(line), text: false };
      else if (inside && marker && container.kind === 'list') container.last = indent + itemOffset(line.trimStart());
      if (!inside && previous !== 'blank') {
        if (SETEXT.test(line)) throw new Unsure();
        inside = container.text && isLazyText(line);
        // A line with a pipe may start a table instead (micromark's GFM tables decide): left to the full parse.
        if (inside && line.includes('|')) throw new Unsure();
        // Before the first paragraph, a lazy line is not told from the paragraph itself.
        if (inside && first === 'none') throw new Unsure();
      }
      if (inside) {
        const inner = line.replace(CONTAINER_PREFIX, '').replace(/^[ \t]+/, '');
        const opener = FENCE.exec(inner);
        if (opener && !CONTAINER_PREFIX.test(line) && container.kind === 'list' && !(opener[1]![0] === '`' && opener[2]!.includes('`'))) {
          // In the item the last marker opened, or (its offset unknown) one further out.
          if (indent < container.last && container.last !== container.offset) throw new Unsure();
          fence = { char: opener[1]![0]!, length: opener[1]!.length, offset: indent >= container.last ? container.last : container.offset };
          container.text = false;
          continue;
        }
        unsureOf(line, true);
        if (opener || SETEXT.test(line)) throw new Unsure();
        container.text = isLazyText(inner) || (container.text && indent >= 4);
        previous = 'container';
        continue;
      }
      container = undefined;
    }
    if (!container) {
      const open = ADMONITION.exec(line);
      const end = ADMONITION_END.exec(line);
      if (open) {
        // Nested admonitions take fewer colons than the one around them (else the parse is left to unified).
        if (admonitions.length > 0 && open[1]!.length >= admonitions[admonitions.length - 1]!) throw new Unsure();
        block('other');
        admonitions.push(open[1]!.length);
        previous = 'other';
        continue;
      }
      if (end && admonitions.length > 0) {
        // Right below a list item, quote or raw HTML, the fence may be part of it.
        if (end[1]!.length < admonitions[admonitions.length - 1]! || admonitionList) throw new Unsure();
        // A closing fence is trusted with a blank line (or the end) below it.
        if (i + 1 < lines.length && !BLANK.test(lines[i + 1]!)) throw new Unsure();
        admonitions.pop();
        previous = 'other';
        continue;
      }
    }
    if (DIRECTIVE.test(line)) throw new Unsure();
    if (admonitions.length > 0) {
      if (BULLET.test(line) || ORDERED.test(line) || QUOTE.test(line) || /^ {0,3}</.test(line) || indent >= 4) admonitionList = true;
      // An admonition's content: its own fences are followed, anything that adds a heading or an id gives up.
      if (ATX.test(line.replace(CONTAINER_PREFIX, '').replace(/^[ \t]+/, '')) || SETEXT.test(line) || ID_ATTRIBUTE.test(line)) throw new Unsure();
      const opener = FENCE.exec(line);
      if (opener) {
        // An indented fence may sit in a list item of the admonition: left to the full parse.
        if ((opener[1]![0] === '`' && opener[2]!.includes('`')) || indent > 0) throw new Unsure();
        fence = { char: opener[1]![0]!, length: opener[1]!.length };
      } else if (FENCE.test(line.replace(CONTAINER_PREFIX, '').trimStart())) throw new Unsure();
      previous = 'other';
      continue;
    }
    if (indent >= 4) {
      // Indented code, unless it continues a paragraph.
      if (previous === 'paragraph') {
        paragraphLine(i);
        continue;
      }
      if (first === 'none') throw new Unsure();
      previous = 'other';
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) {
      keep[i] = 1;
      block(atx[1]!.length === 1 ? 'h1' : 'other');
      previous = 'other';
      continue;
    }
    const opener = FENCE.exec(line);
    if (opener) {
      // A backtick fence's info string holds no backtick (else the line is inline code).
      if (opener[1]![0] === '`' && opener[2]!.includes('`')) throw new Unsure();
      fence = { char: opener[1]![0]!, length: opener[1]!.length };
      block('other');
      previous = 'other';
      continue;
    }
    const htmlStart =
      HTML_END.find(([start]) => start.test(line)) ?? (previous !== 'paragraph' && HTML_TAG_LINE.test(line) ? [HTML_TAG_LINE, 'blank' as const] : undefined);
    if (htmlStart) {
      const comment = htmlStart[0] === HTML_END[1]![0] && /-->[ \t]*$/.test(line) && line.indexOf('-->') === line.lastIndexOf('-->');
      // Raw HTML before the first paragraph may hold it (the paragraph then is not at the top).
      if (!comment) {
        if (first === 'none') throw new Unsure();
        block('other');
      } else if (first === 'open') first = 'done';
      html = { end: htmlStart[1], start: i, ids: ID_ATTRIBUTE.test(line) };
      if (html.end !== 'blank' && html.end.test(line.replace(/^ {0,3}<!--/, ''))) closeHtml(i);
      previous = 'other';
      continue;
    }
    if (SETEXT.test(line) && (previous === 'paragraph' || previous === 'table')) throw new Unsure();
    if (THEMATIC.test(line)) {
      block('other');
      previous = 'other';
      continue;
    }
    if (BULLET.test(line) || ORDERED.test(line) || QUOTE.test(line)) {
      if (previous === 'paragraph' && !interruptsParagraph(line)) {
        paragraphLine(i);
        continue;
      }
      block('other');
      const inner = line.replace(CONTAINER_PREFIX, '');
      container = { kind: QUOTE.test(line) ? 'quote' : 'list', offset: itemOffset(line), last: itemOffset(line), text: isLazyText(inner) };
      unsureOf(line, true);
      if (FENCE.test(inner)) throw new Unsure();
      previous = 'container';
      continue;
    }
    if (previous === 'table') {
      if (ID_ATTRIBUTE.test(line)) throw new Unsure();
      continue;
    }
    const next = lines[i + 1];
    if (next !== undefined && DELIMITER_ROW.test(next) && /[|:]/.test(next)) {
      // A table's header row (a table after a paragraph line would take that line: left to the parser).
      // Its cells must match the delimiter row's, else both lines are a paragraph's.
      if (previous === 'paragraph' || ID_ATTRIBUTE.test(line) || /[`\\]/.test(line)) throw new Unsure();
      if (cellsOf(line) !== cellsOf(next)) {
        paragraphLine(i);
        continue;
      }
      block('other');
      previous = 'table';
      continue;
    }
    paragraphLine(i);
  }
  if (html) closeHtml(lines.length - 1);

  function paragraphLine(i: number) {
    if (previous !== 'paragraph') {
      opening ??= 'other';
      if (first === 'none') first = 'open';
      paragraph = { start: i, ids: false };
    }
    if (first === 'open' && summary) keep[i] = 1;
    else if (paragraph!.ids) keep[i] = 1;
    else if (ID_ATTRIBUTE.test(lines[i]!)) {
      // Raw HTML in a later paragraph defines an id: the whole paragraph is kept, in its place.
      paragraph!.ids = true;
      keep.fill(1, paragraph!.start, i + 1);
    }
    previous = 'paragraph';
  }
  return { keep, startsWithH1: opening === 'h1' };
}
