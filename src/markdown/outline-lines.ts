// The line classes of the outline pass (outline-scan.ts): CommonMark's block starts as regular expressions
// (ATX headings, fences, HTML blocks, list items, quotes, tables), GFM's and the admonitions' additions,
// and the small tests the scanner makes of one line. Knows nothing of a document.

export const BLANK = /^[ \t]*$/;
export const ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
export const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
export const SETEXT = /^ {0,3}(?:=+|-+)[ \t]*$/;
export const THEMATIC = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
export const BULLET = /^ {0,3}[-*+](?:[ \t]|$)/;
export const ORDERED = /^ {0,3}(\d{1,9})[.)](?:[ \t]|$)/;
export const QUOTE = /^ {0,3}>/;
/** A line opening list items or quotes, and the markers themselves (for what follows them). */
export const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))+[ \t]*/;
/** Link reference and footnote definitions: other lines' text depends on them. */
export const DEFINITION = /^[ \t>]*\[[^\]]*\]:/;
export const ONE_LINE_DEFINITION = /^ {0,3}\[(?:[^\]\\[]|\\.)+\]:[ \t]*(?:<[^<>\n]*>|[^\s<][^\s]*)(?:[ \t]+(?:"[^"]*"|'[^']*'|\([^()]*\)))?[ \t]*$/;
/** Directives other than admonitions rebuild the tree around them. */
export const DIRECTIVE = /^[ \t>]*::/;
/** An admonition's opening and closing lines (remark-admonitions; other names become text again). */
export const ADMONITION = /^(:{3,})(?:note|tip|info|warning|danger|caution)(?:\[[^\]]*\])?(?:\{[^}]*\})?[ \t]*$/;
export const ADMONITION_END = /^ {0,3}(:{3,})[ \t]*$/;
/** An `id` or `name` attribute of raw HTML (possibly on a tag's continuation line). */
export const ID_ATTRIBUTE = /(?:^|\s)(?:id|name)\s*=\s*[\w"'-]/i;
/** Raw HTML headings, and elements whose content the HTML parser reads as raw text (they may swallow what follows). */
export const RISKY_HTML = /<\/?(?:h[1-6]|script|style|textarea|title|xmp|iframe|noembed|noframes|plaintext|noscript)(?:[\s/>]|$)/i;
export const DELIMITER_ROW = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

export const HTML_END: [RegExp, RegExp | 'blank'][] = [
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
export const HTML_TAG_LINE =
  /^ {0,3}(?:<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>)[ \t]*$/;

/** Deepest indentation (columns) and most openers of one inline kind the scanner accepts (see MAX_MARKDOWN_DEPTH). */
export const MAX_INDENT = 128;
export const MAX_OPENERS = 200;

/** Thrown by the scanner where only the full parse can tell what the lines make. */
export class Unsure extends Error {}

/** Gives up on a line inside a container (or an indented fence) that would add a heading or an id. */
export function unsureOf(line: string, inContainer: boolean): void {
  const inner = inContainer ? line.replace(CONTAINER_PREFIX, '') : line;
  if (ATX.test(inner.replace(/^[ \t]+/, '')) || ID_ATTRIBUTE.test(line) || RISKY_HTML.test(line) || DEFINITION.test(inner) || DIRECTIVE.test(inner))
    throw new Unsure();
}

/** A line that may continue a paragraph lazily (inside a list item or quote it is not indented for). */
export function isLazyText(line: string): boolean {
  return !(
    BLANK.test(line) ||
    ATX.test(line) ||
    FENCE.test(line) ||
    THEMATIC.test(line) ||
    SETEXT.test(line) ||
    BULLET.test(line) ||
    ORDERED.test(line) ||
    QUOTE.test(line) ||
    DIRECTIVE.test(line) ||
    HTML_END.some(([start]) => start.test(line))
  );
}

/** The column a list item's content starts at (CommonMark 5.2: one to four spaces after the marker). */
export function itemOffset(line: string): number {
  const match = /^( {0,3})([-*+]|\d{1,9}[.)])( *)(.?)/.exec(line);
  if (!match) return 0;
  if (/^[ \t]*[-*+\d]/.test(line) && line.slice(0, match[0].length).includes('\t')) throw new Unsure();
  const [, indent, marker, spaces, rest] = match;
  const gap = !rest || spaces!.length > 4 ? 1 : spaces!.length;
  return indent!.length + marker!.length + gap;
}

/** A list item or quote opening right below a paragraph line: bullets and `1.` with content, and quotes, interrupt it. */
export function interruptsParagraph(line: string): boolean {
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
export function withoutCodeSpans(line: string): string {
  if (!line.includes('`')) return line;
  const ticks = line.split('`').length - 1;
  return ticks % 2 === 0 ? line.replace(/(`+)[^`][\s\S]*?\1/g, '') : line;
}

/** The cells of a table row without code or escapes. */
export function cellsOf(row: string): number {
  return row.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').length;
}

/** Columns of a line's indentation (tabs to the next multiple of four). */
export function indentOf(line: string): number {
  let columns = 0;
  for (const c of line) {
    if (c === ' ') columns++;
    else if (c === '\t') columns += 4 - (columns % 4);
    else break;
  }
  return columns;
}

/** Enough openers of one inline kind to nest past the pipeline's depth limit somewhere the outline does not read. */
export function tooManyOpeners(source: string): boolean {
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
