// A markdown body's outline without its full parse: heading texts, levels, lines and ids, the ids the
// page defines, the first paragraph's text and whether it opens with an h1, exactly as compileMarkdown
// gives them. A line scanner finds the lines those come from (headings, the first paragraph, raw HTML
// blocks with ids); every other line is blanked, and what is left goes through the real pipeline, so
// inline markup, slugs and duplicates come out the same. Whatever the scanner cannot place for certain
// (setext headings, headings in lists or quotes, definitions, footnotes, directives, raw HTML headings)
// makes it give up: the caller then parses the file in full. Knows no file system.
import { firstParagraph } from './first-paragraph.js';
import { lineWithDeepContainers, parseMarkdown } from './pipeline.js';
import { normaliseAdmonitionTitles } from './remark-admonitions.js';
import { estimateHtmlChars } from './size-estimate.js';
import type { Heading, MarkdownOptions } from './types.js';

/** What other pages show of a markdown body (see CompiledMarkdown's fields of the same names). */
export interface MarkdownOutline {
  headings: Heading[];
  anchors: string[];
  summary?: string;
  startsWithH1: boolean;
  sizeEstimate: number;
}

const BLANK = /^[ \t]*$/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const SETEXT = /^ {0,3}(?:=+|-+)[ \t]*$/;
const THEMATIC = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const BULLET = /^ {0,3}[-*+](?:[ \t]|$)/;
const ORDERED = /^ {0,3}(\d{1,9})[.)](?:[ \t]|$)/;
const QUOTE = /^ {0,3}>/;
/** A line opening list items or quotes, and the markers themselves (for what follows them). */
const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))+[ \t]*/;
/** Link reference and footnote definitions: other lines' text depends on them. */
const DEFINITION = /^[ \t>]*\[[^\]]*\]:/;
const ONE_LINE_DEFINITION = /^ {0,3}\[(?:[^\]\\[]|\\.)+\]:[ \t]*(?:<[^<>\n]*>|[^\s<][^\s]*)(?:[ \t]+(?:"[^"]*"|'[^']*'|\([^()]*\)))?[ \t]*$/;
/** Directives other than admonitions rebuild the tree around them. */
const DIRECTIVE = /^[ \t>]*::/;
/** An admonition's opening and closing lines (remark-admonitions; other names become text again). */
const ADMONITION = /^(:{3,})(?:note|tip|info|warning|danger|caution)(?:\[[^\]]*\])?(?:\{[^}]*\})?[ \t]*$/;
const ADMONITION_END = /^ {0,3}(:{3,})[ \t]*$/;
/** An `id` or `name` attribute of raw HTML (possibly on a tag's continuation line). */
const ID_ATTRIBUTE = /(?:^|\s)(?:id|name)\s*=\s*[\w"'-]/i;
/** Raw HTML headings, and elements whose content the HTML parser reads as raw text (they may swallow what follows). */
const RISKY_HTML = /<\/?(?:h[1-6]|script|style|textarea|title|xmp|iframe|noembed|noframes|plaintext|noscript)(?:[\s/>]|$)/i;
const DELIMITER_ROW = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

const HTML_END: [RegExp, RegExp | 'blank'][] = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:[ \t>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
  [
    /^ {0,3}<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:[ \t>]|\/>|$)/i,
    'blank',
  ],
];
/** HTML block start 7: one complete open or closing tag alone on its line (it cannot interrupt a paragraph). */
const HTML_TAG_LINE = /^ {0,3}(?:<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>)[ \t]*$/;

/** Deepest indentation (columns) and most openers of one inline kind the scanner accepts (see MAX_MARKDOWN_DEPTH). */
const MAX_INDENT = 128;
const MAX_OPENERS = 200;

class Unsure extends Error {}

/**
 * The outline of a markdown body (no front matter), equal to what compileMarkdown gives for the same
 * text and options; undefined when the body needs the full parse to tell (or the options do: excerpts,
 * site plugins).
 */
export function outlineMarkdown(source: string, options: MarkdownOptions): MarkdownOutline | undefined {
  if (options.truncate || options.settings?.plugins) return undefined;
  if (lineWithDeepContainers(source) !== undefined || tooManyOpeners(source)) return undefined;
  // Scanned as the pipeline parses it: `:::note Title` lines rewritten as directives (where that
  // rewrite sees them outside code).
  const lines = normaliseAdmonitionTitles(source).split(/\r\n|\r|\n/);
  let scan: Scan;
  try {
    scan = scanLines(lines);
  } catch (error) {
    if (error instanceof Unsure) return undefined;
    throw error;
  }
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
  const summary = firstParagraph(result.tree);
  const offset = options.lineOffset ?? 0;
  return {
    headings: result.headings.map((h) => ({ ...h, line: from[h.line - 1]! + 1 + offset })),
    anchors: result.anchors,
    ...(summary ? { summary } : {}),
    startsWithH1: scan.startsWithH1,
    sizeEstimate: estimateHtmlChars(source),
  };
}

interface Scan {
  /** Lines the outline is made from. */
  keep: Uint8Array;
  startsWithH1: boolean;
}

/** What the previous line was, for the lines whose meaning depends on it. */
type Previous = 'blank' | 'paragraph' | 'container' | 'table' | 'other';

function scanLines(lines: string[]): Scan {
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
      if (admonitions.length > 0 && (ATX.test(line.replace(CONTAINER_PREFIX, '').trimStart()) || SETEXT.test(line) || ID_ATTRIBUTE.test(line) || /^[ \t]*:::/.test(line) || RISKY_HTML.test(line) || DEFINITION.test(line) || line.includes('[^'))) throw new Unsure();
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
      if (inside && container.kind === 'list' && indent < container.offset) container = { kind: quoted ? 'quote' : 'list', offset: itemOffset(line), last: itemOffset(line), text: false };
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
    const htmlStart = HTML_END.find(([start]) => start.test(line)) ?? (previous !== 'paragraph' && HTML_TAG_LINE.test(line) ? [HTML_TAG_LINE, 'blank' as const] : undefined);
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
    if (first === 'open') keep[i] = 1;
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

/** Gives up on a line inside a container (or an indented fence) that would add a heading or an id. */
function unsureOf(line: string, inContainer: boolean): void {
  const inner = inContainer ? line.replace(CONTAINER_PREFIX, '') : line;
  if (ATX.test(inner.replace(/^[ \t]+/, '')) || ID_ATTRIBUTE.test(line) || RISKY_HTML.test(line) || DEFINITION.test(inner) || DIRECTIVE.test(inner)) throw new Unsure();
}

/** A line that may continue a paragraph lazily (inside a list item or quote it is not indented for). */
function isLazyText(line: string): boolean {
  return !(BLANK.test(line) || ATX.test(line) || FENCE.test(line) || THEMATIC.test(line) || SETEXT.test(line) || BULLET.test(line) || ORDERED.test(line) || QUOTE.test(line) || DIRECTIVE.test(line) || HTML_END.some(([start]) => start.test(line)));
}

/** The column a list item's content starts at (CommonMark 5.2: one to four spaces after the marker). */
function itemOffset(line: string): number {
  const match = /^( {0,3})([-*+]|\d{1,9}[.)])( *)(.?)/.exec(line);
  if (!match) return 0;
  if (/^[ \t]*[-*+\d]/.test(line) && line.slice(0, match[0].length).includes('\t')) throw new Unsure();
  const [, indent, marker, spaces, rest] = match;
  const gap = !rest || spaces!.length > 4 ? 1 : spaces!.length;
  return indent!.length + marker!.length + gap;
}

/** A list item or quote opening right below a paragraph line: bullets and `1.` with content, and quotes, interrupt it. */
function interruptsParagraph(line: string): boolean {
  if (QUOTE.test(line)) return true;
  const ordered = ORDERED.exec(line);
  const rest = line.replace(CONTAINER_PREFIX, '');
  if (ordered) return Number(ordered[1]) === 1 && !BLANK.test(rest);
  return !BLANK.test(rest);
}

/**
 * The line without its code spans (raw HTML in them is text), when the line's backticks pair up;
 * else the line as it is (the check then errs on the side of the full parse).
 */
function withoutCodeSpans(line: string): string {
  if (!line.includes('`')) return line;
  const ticks = line.split('`').length - 1;
  return ticks % 2 === 0 ? line.replace(/(`+)[^`][\s\S]*?\1/g, '') : line;
}

/** The cells of a table row without code or escapes. */
function cellsOf(row: string): number {
  return row.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').length;
}

/** Columns of a line's indentation (tabs to the next multiple of four). */
function indentOf(line: string): number {
  let columns = 0;
  for (const c of line) {
    if (c === ' ') columns++;
    else if (c === '\t') columns += 4 - (columns % 4);
    else break;
  }
  return columns;
}

/** Enough openers of one inline kind to nest past the pipeline's depth limit somewhere the outline does not read. */
function tooManyOpeners(source: string): boolean {
  let brackets = 0;
  let angles = 0;
  let emphasis = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 91) brackets++;
    else if (c === 60) angles++;
    else if (c === 42 || c === 95) emphasis++;
  }
  return brackets > MAX_OPENERS || angles > MAX_OPENERS || emphasis > MAX_OPENERS * 2;
}
