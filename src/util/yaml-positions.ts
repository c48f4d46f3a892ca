// Parses YAML keeping source positions, and maps a value path back to its line and column.
// Knows nothing about what the YAML means.
import { LineCounter, parseDocument, isMap, isScalar, isSeq, visit, type Document } from 'yaml';

export interface YamlSource {
  doc: Document.Parsed;
  lineCounter: LineCounter;
}

export interface YamlPosition {
  line: number;
  column: number;
}

export interface YamlSyntaxProblem extends YamlPosition {
  message: string;
  /** Valid YAML whose value cannot be used: an alias inside the value it names. */
  cyclic?: true;
}

/**
 * Deepest nesting a YAML text may have before it is parsed: the parser recurses once per level, and past
 * some thousands of levels it overflows the stack or, building its error, runs V8's regular expression
 * compiler out of memory (a fatal crash, not an error). Configuration, front matter and sidebars nest a
 * handful of levels.
 */
export const MAX_YAML_DEPTH = 128;

/**
 * The 1-based line where `text` nests deeper than MAX_YAML_DEPTH, if it does: flow collections (`[`, `{`)
 * open, plus block sequences opened on one line (`- - - x`). Quoted scalars and comments are skipped.
 */
function deepNestingLine(text: string): number | undefined {
  if (text.length < MAX_YAML_DEPTH) return undefined;
  let depth = 0;
  let line = 1;
  let lineStart = true;
  let dashes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') {
      line++;
      lineStart = true;
      dashes = 0;
      continue;
    }
    if (lineStart) {
      if (c === ' ' || c === '\t') continue;
      if (c === '-' && (text[i + 1] === ' ' || text[i + 1] === '\t')) {
        if (++dashes + depth > MAX_YAML_DEPTH) return line;
        i++;
        continue;
      }
      lineStart = false;
    }
    if (c === '[' || c === '{') {
      if (++depth + dashes > MAX_YAML_DEPTH) return line;
    } else if (c === ']' || c === '}') depth = Math.max(0, depth - 1);
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++;
    } else if (c === '"' || c === "'") {
      // A quoted scalar: to its closing quote ('' is a quote inside single quotes, \" one inside double).
      for (i++; i < text.length; i++) {
        if (text[i] === '\n') line++;
        if (c === '"' && text[i] === '\\') i++;
        else if (text[i] === c) {
          if (c === "'" && text[i + 1] === "'") i++;
          else break;
        }
      }
    }
  }
  return undefined;
}

/** Parses `text`; returns the document or the first syntax problem with its position. */
export function parseYaml(text: string, lineOffset = 0): { source: YamlSource; problems: YamlSyntaxProblem[] } {
  let lineCounter = new LineCounter();
  let doc: Document.Parsed;
  const tooDeep = (line = 1) => {
    lineCounter = new LineCounter();
    const empty = parseDocument('', { lineCounter });
    return { source: { doc: empty, lineCounter }, problems: [{ message: 'YAML nested too deeply to parse', line: line + lineOffset, column: 1 }] };
  };
  const deepAt = deepNestingLine(text);
  if (deepAt !== undefined) return tooDeep(deepAt);
  try {
    doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  } catch (error) {
    // The parser recurses once per nesting level: thousands of levels overflow the stack (issue 12).
    if (!(error instanceof RangeError)) throw error;
    return tooDeep();
  }
  // The parser also catches the overflow itself, in one place or several depending on how deep the stack
  // was when it began: one problem either way.
  if (doc.errors.some((error) => error.code === 'RESOURCE_EXHAUSTION' && /call stack/i.test(error.message))) return tooDeep();
  const problems: YamlSyntaxProblem[] = doc.errors.map((error) => {
    const pos = lineCounter.linePos(skipIndentation(text, error.pos[0]));
    const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    return { message, line: pos.line + lineOffset, column: pos.col };
  });
  if (!problems.length) {
    const cycle = text.includes('*') ? selfReference(doc) : undefined;
    if (cycle !== undefined) {
      const pos = lineCounter.linePos(cycle);
      problems.push({
        message: 'An alias refers to the value that holds it (a value that contains itself has no end)',
        line: pos.line + lineOffset,
        column: pos.col,
        cyclic: true,
      });
    }
  }
  if (!problems.length) {
    // Alias bombs only show when converting: report them as a problem instead of a crash
    // (callers convert with the same maxAliasCount).
    try {
      doc.toJS({ maxAliasCount: 100 });
    } catch (error) {
      problems.push({ message: (error as Error).message, line: 1 + lineOffset, column: 1 });
    }
  }
  return { source: { doc, lineCounter }, problems };
}

/** Where the first alias that sits inside the node it refers to is written (`x: &a [x, *a]`), if any. */
function selfReference(doc: Document.Parsed): number | undefined {
  let at: number | undefined;
  visit(doc, {
    Alias(_key, alias, path) {
      const target = alias.resolve(doc);
      if (target && path.includes(target as never)) {
        at = alias.range?.[0] ?? 0;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return at;
}

/**
 * Indentation errors are reported at the start of the line; the misplaced token after the
 * indentation is the place to fix, so point there instead.
 */
function skipIndentation(text: string, index: number): number {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  if (!/^[ \t]*$/.test(text.slice(lineStart, index))) return index;
  let i = index;
  while (text[i] === ' ' || text[i] === '\t') i++;
  return i < text.length && text[i] !== '\n' && text[i] !== '\r' ? i : index;
}

/**
 * Position of the value at `path` (or of its key, when `key` is true). Falls back to the nearest
 * existing parent, then to the start of the document.
 */
export function positionOf(source: YamlSource, path: readonly PropertyKey[], options: { key?: boolean; lineOffset?: number } = {}): YamlPosition {
  const offset = options.lineOffset ?? 0;
  for (let depth = path.length; depth >= 0; depth--) {
    const parentPath = path.slice(0, Math.max(0, depth - 1));
    const last = path[depth - 1];
    const wantKey = options.key === true && depth === path.length;
    if (depth > 0 && wantKey) {
      const parent = parentPath.length ? source.doc.getIn(parentPath as unknown[], true) : source.doc.contents;
      if (isMap(parent)) {
        const pair = parent.items.find((p) => isScalar(p.key) && String(p.key.value) === String(last));
        const range = pair && isScalar(pair.key) ? pair.key.range : undefined;
        if (range) return toPosition(source, range[0], offset);
      }
      continue;
    }
    const node = depth === 0 ? source.doc.contents : source.doc.getIn(path.slice(0, depth) as unknown[], true);
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    if (range) return toPosition(source, range[0], offset);
  }
  return { line: 1 + offset, column: 1 };
}

function toPosition(source: YamlSource, index: number, lineOffset: number): YamlPosition {
  const pos = source.lineCounter.linePos(index);
  return { line: pos.line + lineOffset, column: pos.col };
}

/** Positions of every value in a parsed document, keyed by `positionKey(path)`; plain data, so it can be cached. */
export type PositionMap = Record<string, YamlPosition>;

export function positionKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('\u0000');
}

export function collectPositions(source: YamlSource, lineOffset = 0): PositionMap {
  const map: PositionMap = {};
  const walk = (node: unknown, path: PropertyKey[], depth: number) => {
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    if (range) map[positionKey(path)] = toPosition(source, range[0], lineOffset);
    if (depth > 32) return;
    if (isMap(node)) {
      for (const pair of node.items) {
        if (isScalar(pair.key)) walk(pair.value, [...path, String(pair.key.value)], depth + 1);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => walk(item, [...path, i], depth + 1));
    }
  };
  walk(source.doc.contents, [], 0);
  return map;
}

/** Looks a path up in a position map, falling back to its nearest parent, then to `fallback`. */
export function lookupPosition(map: PositionMap, path: readonly PropertyKey[], fallback: YamlPosition): YamlPosition {
  for (let depth = path.length; depth >= 0; depth--) {
    const found = map[positionKey(path.slice(0, depth))];
    if (found) return found;
  }
  return fallback;
}
