// A pass over a page's text, before any parser sees it, that finds the shapes micromark takes more than
// linear time on (issue 38): directives nested deep, brackets nested deep, and backtick runs that open
// no code span. No page a reader can follow has them; a hostile one would hold a build for minutes.

/** What is wrong with the text, and the 1-based line where it shows. */
export interface ShapeProblem {
  line: number;
  message: string;
  hint: string;
}

/**
 * Deepest nesting of container directives (`:::note` in `:::note`): micromark re-reads a directive's
 * lines once per level around it, so the cost grows faster than the depth.
 * Pages nest admonitions two or three deep.
 */
export const MAX_DIRECTIVE_DEPTH = 32;

/**
 * Deepest nesting of `[` within one paragraph: each `]` reads the whole label it closes, so `[` × n then
 * `]` × n costs n². Counted over blank-line-separated runs of lines.
 */
export const MAX_BRACKET_DEPTH = 32;

/**
 * Characters micromark may read looking for the end of code spans in one page: a backtick run reads on
 * to the next run of its length in the paragraph, so runs of many lengths that close nothing cost the
 * paragraph's length each. Ordinary pages read a few times their length.
 */
export const MAX_CODE_SPAN_SCAN = 20_000_000;

/**
 * Pieces of markup a page may hold, outside fenced code: every line (two), every list item or quote it
 * opens (four more), every list, quote and directive it is nested in, every table cell (four), heading
 * (two more), directive (five more) and link (one more), and every run of a character that may start or
 * end a construct (emphasis, a quarter more; links, code, HTML tags, entities, directives, JSX, autolinks). Parsing and rendering cost about the same per piece whatever
 * the construct (15 to 25 µs), so a page at this bound builds within issue 38's budget for one page (2 s
 * of CPU): 100,000 pieces of emphasis took 2.1 s. A table of 2,000 rows of three cells holding code,
 * links and emphasis is 63,000 pieces. Long references go in several pages, listings in code blocks.
 */
export const MAX_MARKUP = 90_000;

/**
 * MDX costs two to two and a half times as much a piece (JSX compiled to a module, then run and rendered
 * by React): a page of emphasis at 40,000 pieces took 2.2 s of CPU, at 32,000 1.9 s.
 */
export const MAX_MDX_MARKUP = 25_000;

/** The first shape of the text that would take a parser too long, if any (`mdx`: an MDX page's bound). */
export function findSlowShape(source: string, options?: { mdx?: boolean }): ShapeProblem | undefined {
  const lines = linesOf(source);
  return (
    deepDirective(source, lines) ??
    deepBrackets(source, lines) ??
    costlyBackticks(source, lines) ??
    denseMarkup(lines, options?.mdx ? MAX_MDX_MARKUP : MAX_MARKUP)
  );
}

/** A text's lines (CommonMark's LF, CR and CRLF ends) and each one's start offset; line `i` is line `i + 1`. */
interface Lines {
  texts: string[];
  starts: number[];
}

function linesOf(source: string): Lines {
  const texts: string[] = [];
  const starts: number[] = [];
  const pattern = /\r\n|\r|\n/g;
  let start = 0;
  for (let m = pattern.exec(source); m; m = pattern.exec(source)) {
    texts.push(source.slice(start, m.index));
    starts.push(start);
    start = m.index + m[0].length;
  }
  texts.push(source.slice(start));
  starts.push(start);
  return { texts, starts };
}

const DIRECTIVE_FENCE = /^[ \t>]*(:{3,})([^\s:]?)/;

function deepDirective(source: string, { texts }: Lines): ShapeProblem | undefined {
  if (!source.includes(':::')) return undefined;
  let depth = 0;
  for (let i = 0; i < texts.length; i++) {
    const fence = DIRECTIVE_FENCE.exec(texts[i]!);
    if (!fence) continue;
    // A fence with a name opens a directive; a bare one closes the innermost.
    if (!fence[2]) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (++depth > MAX_DIRECTIVE_DEPTH) {
      return {
        line: i + 1,
        message: `Directives (\`:::name\`) nested more than ${MAX_DIRECTIVE_DEPTH} levels deep`,
        hint: 'Flatten the nesting, and close each directive with its own `:::` line.',
      };
    }
  }
  return undefined;
}

const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

function deepBrackets(source: string, { texts }: Lines): ShapeProblem | undefined {
  if (!source.includes('[')) return undefined;
  let depth = 0;
  for (let line = 0; line < texts.length; line++) {
    const text = texts[line]!;
    if (text.trim() === '') {
      depth = 0;
      continue;
    }
    // Without a `[`, a line at depth 0 stays there.
    if (depth === 0 && !text.includes('[')) continue;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === BACKSLASH) i++;
      else if (c === CLOSE_BRACKET) depth = Math.max(0, depth - 1);
      else if (c === OPEN_BRACKET && ++depth > MAX_BRACKET_DEPTH) {
        return {
          line: line + 1,
          message: `Brackets (\`[\`) nested more than ${MAX_BRACKET_DEPTH} levels deep in one paragraph`,
          hint: 'Escape brackets that are text as `\\[` and `\\]`, or close each `[` sooner.',
        };
      }
    }
  }
  return undefined;
}

/** Backtick runs of one paragraph: offset and length, in order. */
interface Run {
  at: number;
  length: number;
  line: number;
}

function costlyBackticks(source: string, { texts, starts }: Lines): ShapeProblem | undefined {
  if (!source.includes('`')) return undefined;
  let cost = 0;
  let runs: Run[] = [];
  // Each run reads on to the next run of its length in the paragraph, or to the paragraph's end.
  const close = (end: number): Run | undefined => {
    const next = new Map<number, number>();
    for (let i = runs.length - 1; i >= 0; i--) {
      const run = runs[i]!;
      cost += (next.get(run.length) ?? end) - run.at;
      next.set(run.length, run.at);
      if (cost > MAX_CODE_SPAN_SCAN) return run;
    }
    runs = [];
    return undefined;
  };
  const problem = (run: Run): ShapeProblem => ({
    line: run.line,
    message: 'Backtick runs that open no code span make this paragraph too slow to parse',
    hint: 'Close each code span with as many backticks as open it, escape backticks that are text as \\`, or split the paragraph with blank lines.',
  });
  for (let index = 0; index < texts.length; index++) {
    const text = texts[index]!;
    const start = starts[index]!;
    const line = index + 1;
    if (text.trim() === '') {
      const costly = close(start);
      if (costly) return problem(costly);
      continue;
    }
    for (let i = text.indexOf('`'); i >= 0; i = text.indexOf('`', i)) {
      let j = i;
      while (text[j] === '`') j++;
      runs.push({ at: start + i, length: j - i, line });
      i = j;
    }
  }
  const costly = close(source.length);
  return costly && problem(costly);
}

/** Thrown by a parser extension that meets a shape it would take too long on (micromark-attention.ts). */
export class SlowShapeError extends Error {
  readonly problem: ShapeProblem;
  constructor(problem: ShapeProblem) {
    super(problem.message);
    this.problem = problem;
  }
}

/** Characters that each count as a piece of markup. */
const SINGLE = new Set('[]()<>{}!&\\'.split(''));
/**
 * Pieces a `|` counts for: a table cell is parsed by an inline parser of its own and becomes a node at
 * every stage after, costing what four link pieces cost.
 */
const CELL = 4;
/** Pieces a run of `*` or `_` counts for: each may become an emphasis node, which costs more than most. */
const EMPHASIS_RUN = 1.25;
/**
 * Pieces an ATX heading (`## a`) and a directive that opens (`:::note`) count for besides their markup:
 * a heading gets an id, an anchor and a table-of-contents entry; a directive becomes an admonition.
 */
const HEADING = 2;
const DIRECTIVE = 5;
/** ATX headings. */
const ATX = /^ {0,3}#{1,6}(?:[ \t]|$)/;
/** Characters whose runs count as one piece (`**`, `:::`, a fence). */
const RUN = new Set('*_~`#:$=-+'.split(''));
/**
 * Openings of autolink literals, which micromark tries several ways, and footnote labels, which it
 * compares with every footnote defined before: each counts as four pieces (`://` as two more, its `:`
 * being one already).
 */
const COSTLY = /www\.|@|\[\^/g;
/** `://` outside a link's destination (`](https://…`, which micromark reads as a destination, not as an autolink). */
const URL_SCHEME = /(?<!\]\([a-z][a-z0-9+.-]*):\/\//gi;
/** A link's `](`: a link becomes a node at every stage and is checked, costing five pieces. */
const LINK = /\]\(/g;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** Leading list markers, quote markers and indentation: how deep a line's containers go. */
const CONTAINERS = /^(?:[ \t]*(?:[-*+>]|\d{1,9}[.)])(?=[ \t]))*[ \t]*/;
/** The list item and quote markers of a line's leading containers. */
const CONTAINER_MARKER = /[-*+>]|\d{1,9}[.)]/g;
/** Pieces a list item or quote costs besides its line and indentation. */
const OPENED_CONTAINER = 4;

function denseMarkup({ texts }: Lines, bound: number): ShapeProblem | undefined {
  let pieces = 0;
  let fence: string | undefined;
  let directives = 0;
  for (let index = 0; index < texts.length; index++) {
    const text = texts[index]!;
    const line = index + 1;
    // A line costs two pieces: its paragraph, list item or code line, and its line ending.
    pieces += 2 + (fence === undefined ? markupOf(text) : 0);
    const opening = FENCE.exec(text)?.[1];
    if (fence !== undefined) {
      if (opening !== undefined && opening[0] === fence[0] && opening.length >= fence.length && text.trim() === opening) fence = undefined;
    } else if (opening !== undefined) {
      fence = opening;
    } else {
      const directive = DIRECTIVE_FENCE.exec(text);
      if (directive) directives = directive[2] ? directives + 1 : Math.max(0, directives - 1);
      if (directive?.[2]) pieces += DIRECTIVE;
      else if (ATX.test(text)) pieces += HEADING;
      // A directive's lines are read again for each directive they are in.
      pieces += directives;
    }
    if (pieces > bound) {
      return {
        line,
        message: `The page has more than ${bound.toLocaleString('en')} pieces of markup (lines, emphasis, links, code, tags, table cells, directives): more than a page may have`,
        hint: 'Split the page into several pages here, or put long listings in fenced code blocks (which cost two pieces a line).',
      };
    }
  }
  return undefined;
}

/**
 * What each ASCII character counts for on its own: a `|` CELL pieces, a SINGLE one piece; a RUN character
 * counts once a run instead (RUN_START), a run of `*` or `_` EMPHASIS_RUN.
 */
const PIECES = new Float64Array(128);
const RUN_START = new Float64Array(128);
for (const c of SINGLE) PIECES[c.charCodeAt(0)] = 1;
PIECES['|'.charCodeAt(0)] = CELL;
for (const c of RUN) RUN_START[c.charCodeAt(0)] = c === '*' || c === '_' ? EMPHASIS_RUN : 1;

/** Pieces of markup on a line outside code blocks, but the line itself. */
function markupOf(text: string): number {
  const prefix = CONTAINERS.exec(text)![0];
  // Each container a line is in is read again for it (indentation: about one level per two columns),
  // and each list item or quote a line opens costs as much as a paragraph: a tokenizer of its own, and a
  // node or two at every stage after.
  let pieces = prefix === '' ? 0 : Math.ceil(prefix.replace(/\t/g, '    ').length / 2) + OPENED_CONTAINER * (prefix.match(CONTAINER_MARKER)?.length ?? 0);
  let previous = -1;
  for (let i = prefix.length; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) pieces += PIECES[c]! || (c === previous ? 0 : RUN_START[c]!);
    previous = c;
  }
  return pieces + 4 * count(text, COSTLY) + 2 * count(text, URL_SCHEME) + count(text, LINK);
}

/** Matches of a global pattern in the text. */
function count(text: string, pattern: RegExp): number {
  pattern.lastIndex = 0;
  let n = 0;
  while (pattern.exec(text)) n++;
  return n;
}
