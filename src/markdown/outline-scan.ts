// The line scanner behind outlineMarkdown (outline.ts): it reads a markdown body's lines as the block
// parse would (fences, raw HTML, list and quote containers, admonitions, headings, tables, paragraphs)
// and marks the lines an outline is made from; it throws Unsure where only the full parse can tell.
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
  unsureOf,
  withoutCodeSpans,
} from './outline-lines.js';

export interface Scan {
  /** Lines the outline is made from. */
  keep: Uint8Array;
  startsWithH1: boolean;
}

/** The lines of a body the outline is made from, and whether the page opens with an h1 (throws Unsure). */
export function scanLines(lines: string[], summary: boolean): Scan {
  return new LineScanner(lines, summary).scan();
}

/** What the previous line was, for the lines whose meaning depends on it. */
type Previous = 'blank' | 'paragraph' | 'container' | 'table' | 'other';

/** An open code fence; one in a list item has the column the item's content starts at. */
interface Fence {
  char: string;
  length: number;
  offset?: number;
}

/** An open HTML block: what ends it, its first line, and whether it defines an id. */
interface HtmlBlock {
  end: RegExp | 'blank';
  start: number;
  ids: boolean;
}

/** An open list (with the content column of its outermost item and of the last item opened) or quote. */
interface Container {
  kind: 'list' | 'quote';
  offset: number;
  last: number;
  text: boolean;
}

/**
 * The scan's state and one method per kind of line. Each step returns true when it took the line (the
 * scan goes on with the next one) and false when the steps after it read the line.
 */
class LineScanner {
  private readonly keep: Uint8Array;
  private fence: Fence | undefined;
  private html: HtmlBlock | undefined;
  private container: Container | undefined;
  /** Open admonitions, by the length of their colon fences: their content is not at the top level. */
  private readonly admonitions: number[] = [];
  /**
   * A list item, quote, raw HTML or indented code in an admonition since the last blank line: a
   * closing fence there may belong to it.
   */
  private admonitionList = false;
  /** A paragraph after the first one, kept when raw HTML in it defines an id. */
  private paragraph: { start: number; ids: boolean } | undefined;
  private previous: Previous = 'blank';
  private first: 'none' | 'open' | 'done' = 'none';
  /** The first block other than comments: an h1 (the page then opens with it) or anything else. */
  private opening: 'h1' | 'other' | undefined;

  constructor(
    private readonly lines: string[],
    private readonly summary: boolean,
  ) {
    this.keep = new Uint8Array(lines.length);
  }

  scan(): Scan {
    for (let i = 0; i < this.lines.length; i++) this.readLine(i, this.lines[i]!);
    if (this.html) this.closeHtml(this.lines.length - 1);
    return { keep: this.keep, startsWithH1: this.opening === 'h1' };
  }

  /** One line, offered to the open blocks first, then to the blocks it may start. */
  private readLine(i: number, line: string): void {
    if (this.fence && this.inFence(this.fence, line)) return;
    if (this.html && this.inHtml(this.html, i, line)) return;
    if (BLANK.test(line)) return this.blankLine();
    const indent = indentOf(line);
    if (indent >= MAX_INDENT || line.includes('[^') || RISKY_HTML.test(withoutCodeSpans(line))) throw new Unsure();
    if (DEFINITION.test(line)) return this.definition(i, line);
    if (this.container && this.inContainer(this.container, line, indent)) return;
    if (this.admonitionFence(i, line)) return;
    if (DIRECTIVE.test(line)) throw new Unsure();
    if (this.admonitions.length > 0) return this.inAdmonition(line, indent);
    this.topLevel(i, line, indent);
  }

  private block(kind: 'h1' | 'other'): void {
    this.opening ??= kind;
    if (this.first === 'open') this.first = 'done';
  }

  private closeHtml(end: number): void {
    if (this.html?.ids) this.keep.fill(1, this.html.start, end + 1);
    this.html = undefined;
  }

  /** A line in an open code fence: its closing fence, its content, or (in a list item) the item's end. */
  private inFence(fence: Fence, line: string): boolean {
    const indent = BLANK.test(line) ? 0 : indentOf(line);
    // A fence in a list item closes at its own indentation (up to three spaces more), relative to the item.
    const close = FENCE.exec(fence.offset === undefined ? line : indent >= fence.offset && indent <= fence.offset + 3 ? line.trimStart() : '');
    if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length && BLANK.test(close[2]!)) {
      this.fence = undefined;
      this.previous = 'other';
      return true;
    }
    // In an admonition, a fence may sit in a list item that ends unseen: what would add a heading or
    // an id, or close the admonition, is left to the full parse.
    if (
      this.admonitions.length > 0 &&
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
    if (fence.offset === undefined || BLANK.test(line) || indent >= fence.offset) return true;
    if (indent > 0) throw new Unsure();
    // The item (and the code in it) ended: the line is read at the top level.
    this.fence = undefined;
    this.container = undefined;
    this.previous = 'other';
    return false;
  }

  /** A line in an open HTML block: its content, or the line that ends it (a blank line is read on). */
  private inHtml(html: HtmlBlock, i: number, line: string): boolean {
    if (RISKY_HTML.test(line)) throw new Unsure();
    if (html.end === 'blank' && BLANK.test(line)) {
      this.closeHtml(i - 1);
      return false;
    }
    if (ID_ATTRIBUTE.test(line)) html.ids = true;
    if (html.end !== 'blank' && html.end.test(line)) {
      this.closeHtml(i);
      this.previous = 'other';
    }
    return true;
  }

  private blankLine(): void {
    this.admonitionList = false;
    this.previous = 'blank';
    if (this.first === 'open') this.first = 'done';
  }

  /**
   * A link reference definition on one line, at the top level, is kept: headings' and the first
   * paragraph's reference links resolve as in the full parse (it renders nothing).
   */
  private definition(i: number, line: string): void {
    if (this.container || this.admonitions.length > 0 || this.previous === 'paragraph' || !ONE_LINE_DEFINITION.test(line)) throw new Unsure();
    // What follows a definition directly continues it as paragraph content: left to the full parse.
    const next = this.lines[i + 1];
    if (next !== undefined && !BLANK.test(next) && !DEFINITION.test(next)) throw new Unsure();
    this.keep[i] = 1;
    if (this.first === 'open') this.first = 'done';
    this.previous = 'other';
  }

  /**
   * A list item holds the lines indented to its content (blank ones between them too), a quote the
   * lines marked `>`; either takes a lazy line continuing its paragraph. Other lines leave it.
   */
  private inContainer(open: Container, line: string, indent: number): boolean {
    let container = open;
    const quoted = QUOTE.test(line);
    const marker = BULLET.test(line) || ORDERED.test(line);
    let inside = container.kind === 'quote' ? quoted : indent >= container.offset || marker || quoted;
    if (inside && container.kind === 'list' && indent < container.offset) {
      container = { kind: quoted ? 'quote' : 'list', offset: itemOffset(line), last: itemOffset(line), text: false };
      this.container = container;
    } else if (inside && marker && container.kind === 'list') container.last = indent + itemOffset(line.trimStart());
    if (!inside && this.previous !== 'blank') {
      if (SETEXT.test(line)) throw new Unsure();
      inside = container.text && isLazyText(line);
      // A line with a pipe may start a table instead (micromark's GFM tables decide): left to the full parse.
      if (inside && line.includes('|')) throw new Unsure();
      // Before the first paragraph, a lazy line is not told from the paragraph itself.
      if (inside && this.first === 'none') throw new Unsure();
    }
    if (!inside) {
      this.container = undefined;
      return false;
    }
    const inner = line.replace(CONTAINER_PREFIX, '').replace(/^[ \t]+/, '');
    const opener = FENCE.exec(inner);
    if (opener && !CONTAINER_PREFIX.test(line) && container.kind === 'list' && !(opener[1]![0] === '`' && opener[2]!.includes('`'))) {
      // In the item the last marker opened, or (its offset unknown) one further out.
      if (indent < container.last && container.last !== container.offset) throw new Unsure();
      this.fence = { char: opener[1]![0]!, length: opener[1]!.length, offset: indent >= container.last ? container.last : container.offset };
      container.text = false;
      return true;
    }
    unsureOf(line, true);
    if (opener || SETEXT.test(line)) throw new Unsure();
    container.text = isLazyText(inner) || (container.text && indent >= 4);
    this.previous = 'container';
    return true;
  }

  /** An admonition's opening line, or the closing fence of the innermost open one. */
  private admonitionFence(i: number, line: string): boolean {
    const open = ADMONITION.exec(line);
    const end = ADMONITION_END.exec(line);
    const admonitions = this.admonitions;
    if (open) {
      // Nested admonitions take fewer colons than the one around them (else the parse is left to unified).
      if (admonitions.length > 0 && open[1]!.length >= admonitions[admonitions.length - 1]!) throw new Unsure();
      this.block('other');
      admonitions.push(open[1]!.length);
      this.previous = 'other';
      return true;
    }
    if (end && admonitions.length > 0) {
      // Right below a list item, quote or raw HTML, the fence may be part of it.
      if (end[1]!.length < admonitions[admonitions.length - 1]! || this.admonitionList) throw new Unsure();
      // A closing fence is trusted with a blank line (or the end) below it.
      if (i + 1 < this.lines.length && !BLANK.test(this.lines[i + 1]!)) throw new Unsure();
      admonitions.pop();
      this.previous = 'other';
      return true;
    }
    return false;
  }

  /** An admonition's content: its own fences are followed, anything that adds a heading or an id gives up. */
  private inAdmonition(line: string, indent: number): void {
    if (BULLET.test(line) || ORDERED.test(line) || QUOTE.test(line) || /^ {0,3}</.test(line) || indent >= 4) this.admonitionList = true;
    if (ATX.test(line.replace(CONTAINER_PREFIX, '').replace(/^[ \t]+/, '')) || SETEXT.test(line) || ID_ATTRIBUTE.test(line)) throw new Unsure();
    const opener = FENCE.exec(line);
    if (opener) {
      // An indented fence may sit in a list item of the admonition: left to the full parse.
      if ((opener[1]![0] === '`' && opener[2]!.includes('`')) || indent > 0) throw new Unsure();
      this.fence = { char: opener[1]![0]!, length: opener[1]!.length };
    } else if (FENCE.test(line.replace(CONTAINER_PREFIX, '').trimStart())) throw new Unsure();
    this.previous = 'other';
  }

  /** A line outside every container: the block it starts, or a paragraph's line. */
  private topLevel(i: number, line: string, indent: number): void {
    if (indent >= 4) return this.indentedCode(i);
    const atx = ATX.exec(line);
    if (atx) {
      this.keep[i] = 1;
      this.block(atx[1]!.length === 1 ? 'h1' : 'other');
      this.previous = 'other';
      return;
    }
    const opener = FENCE.exec(line);
    if (opener) return this.openFence(opener);
    if (this.openHtml(i, line)) return;
    if (SETEXT.test(line) && (this.previous === 'paragraph' || this.previous === 'table')) throw new Unsure();
    if (THEMATIC.test(line)) {
      this.block('other');
      this.previous = 'other';
      return;
    }
    if (BULLET.test(line) || ORDERED.test(line) || QUOTE.test(line)) return this.openContainer(i, line);
    if (this.previous === 'table') {
      if (ID_ATTRIBUTE.test(line)) throw new Unsure();
      return;
    }
    if (this.tableHeader(i, line)) return;
    this.paragraphLine(i);
  }

  /** Indented code, unless it continues a paragraph. */
  private indentedCode(i: number): void {
    if (this.previous === 'paragraph') return this.paragraphLine(i);
    if (this.first === 'none') throw new Unsure();
    this.previous = 'other';
  }

  private openFence(opener: RegExpExecArray): void {
    // A backtick fence's info string holds no backtick (else the line is inline code).
    if (opener[1]![0] === '`' && opener[2]!.includes('`')) throw new Unsure();
    this.fence = { char: opener[1]![0]!, length: opener[1]!.length };
    this.block('other');
    this.previous = 'other';
  }

  /** The first line of an HTML block (a comment alone is no block of the page's). */
  private openHtml(i: number, line: string): boolean {
    const htmlStart =
      HTML_END.find(([start]) => start.test(line)) ??
      (this.previous !== 'paragraph' && HTML_TAG_LINE.test(line) ? [HTML_TAG_LINE, 'blank' as const] : undefined);
    if (!htmlStart) return false;
    const comment = htmlStart[0] === HTML_END[1]![0] && /-->[ \t]*$/.test(line) && line.indexOf('-->') === line.lastIndexOf('-->');
    // Raw HTML before the first paragraph may hold it (the paragraph then is not at the top).
    if (!comment) {
      if (this.first === 'none') throw new Unsure();
      this.block('other');
    } else if (this.first === 'open') this.first = 'done';
    const html: HtmlBlock = { end: htmlStart[1], start: i, ids: ID_ATTRIBUTE.test(line) };
    this.html = html;
    if (html.end !== 'blank' && html.end.test(line.replace(/^ {0,3}<!--/, ''))) this.closeHtml(i);
    this.previous = 'other';
    return true;
  }

  /** A list item's or quote's first line (or, where it cannot interrupt a paragraph, the paragraph's). */
  private openContainer(i: number, line: string): void {
    if (this.previous === 'paragraph' && !interruptsParagraph(line)) return this.paragraphLine(i);
    this.block('other');
    const inner = line.replace(CONTAINER_PREFIX, '');
    this.container = { kind: QUOTE.test(line) ? 'quote' : 'list', offset: itemOffset(line), last: itemOffset(line), text: isLazyText(inner) };
    unsureOf(line, true);
    if (FENCE.test(inner)) throw new Unsure();
    this.previous = 'container';
  }

  /**
   * A table's header row (a table after a paragraph line would take that line: left to the parser).
   * Its cells must match the delimiter row's, else both lines are a paragraph's.
   */
  private tableHeader(i: number, line: string): boolean {
    const next = this.lines[i + 1];
    if (next === undefined || !DELIMITER_ROW.test(next) || !/[|:]/.test(next)) return false;
    if (this.previous === 'paragraph' || ID_ATTRIBUTE.test(line) || /[`\\]/.test(line)) throw new Unsure();
    if (cellsOf(line) !== cellsOf(next)) {
      this.paragraphLine(i);
      return true;
    }
    this.block('other');
    this.previous = 'table';
    return true;
  }

  /** A paragraph's line: kept in the first paragraph (for the summary) and in one whose raw HTML defines an id. */
  private paragraphLine(i: number): void {
    if (this.previous !== 'paragraph' || !this.paragraph) {
      this.opening ??= 'other';
      if (this.first === 'none') this.first = 'open';
      this.paragraph = { start: i, ids: false };
    }
    const paragraph = this.paragraph;
    if (this.first === 'open' && this.summary) this.keep[i] = 1;
    else if (paragraph.ids) this.keep[i] = 1;
    else if (ID_ATTRIBUTE.test(this.lines[i]!)) {
      // Raw HTML in a later paragraph defines an id: the whole paragraph is kept, in its place.
      paragraph.ids = true;
      this.keep.fill(1, paragraph.start, i + 1);
    }
    this.previous = 'paragraph';
  }
}
