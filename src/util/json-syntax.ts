// Finds the first syntax error in JSON text and says where it is (index, line, column) and what was
// expected there. JSON.parse's own messages name a position only sometimes and never a line; this
// scanner follows RFC 8259 exactly, iteratively (no recursion, so any nesting depth is fine).

export interface JsonSyntaxError {
  /** 1-based line and column (UTF-16 code units) of the offending character. */
  line: number;
  column: number;
  message: string;
}

type State = 'value' | 'first-item' | 'after-value' | 'first-key' | 'key' | 'colon';

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;

/** The first syntax error of `text`, or undefined when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const stack: string[] = [];
  let state: State = 'value';
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const fail = (at: number, message: string) => ({ ...lineColumn(text, at), message });
  const found = (at: number) => (at >= text.length ? 'the end of the file' : text[at] === '`' ? 'a backquote' : `\`${text[at]}\``);
  for (;;) {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
    const c = text[i];
    const top = stack[stack.length - 1];
    if (state === 'after-value') {
      if (c === undefined && !top) return undefined;
      if (!top) return fail(i, `unexpected ${found(i)} after the end of the document`);
      if (c === ',') {
        state = top === '{' ? 'key' : 'value';
        i++;
      } else if ((c === '}' && top === '{') || (c === ']' && top === '[')) {
        stack.pop();
        i++;
      } else {
        return fail(
          i,
          top === '{' ? `expected \`,\` or \`}\` after a property value, found ${found(i)}` : `expected \`,\` or \`]\` after an array item, found ${found(i)}`,
        );
      }
      continue;
    }
    if (state === 'colon') {
      if (c !== ':') return fail(i, `expected \`:\` after the property name, found ${found(i)}`);
      state = 'value';
      i++;
      continue;
    }
    if (state === 'first-key' || state === 'key') {
      if (c === '}' && state === 'first-key') {
        stack.pop();
        state = 'after-value';
        i++;
        continue;
      }
      if (c === '}') return fail(i, 'a comma before `}` (trailing commas are not allowed in JSON)');
      if (c !== '"') return fail(i, `expected a property name in double quotes, found ${found(i)}`);
      const end = stringEnd(text, i);
      if (typeof end !== 'number') return fail(end.at, end.message);
      i = end;
      state = 'colon';
      continue;
    }
    // A value is expected (state 'value' or 'first-item').
    if (c === ']' && state === 'first-item') {
      stack.pop();
      state = 'after-value';
      i++;
      continue;
    }
    if (c === ']' && top === '[') return fail(i, 'a comma before `]` (trailing commas are not allowed in JSON)');
    if (c === '{' || c === '[') {
      stack.push(c);
      state = c === '{' ? 'first-key' : 'first-item';
      i++;
      continue;
    }
    if (c === '"') {
      const end = stringEnd(text, i);
      if (typeof end !== 'number') return fail(end.at, end.message);
      i = end;
      state = 'after-value';
      continue;
    }
    for (const pattern of [NUMBER, LITERAL]) {
      pattern.lastIndex = i;
      if (pattern.test(text)) {
        i = pattern.lastIndex;
        state = 'after-value';
        break;
      }
    }
    if (state === 'after-value') continue;
    return fail(
      i,
      c === undefined
        ? 'unexpected end of the file: a value is missing'
        : `expected a value, found ${found(i)}${c === "'" ? ' (strings take double quotes in JSON)' : ''}`,
    );
  }
}

/** Index after the string starting at `start` (a `"`), or where and why it is broken. */
function stringEnd(text: string, start: number): number | { at: number; message: string } {
  let i = start + 1;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === 0x22) return i + 1;
    if (code === 0x5c) {
      const next = text[i + 1];
      if (next === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return { at: i, message: 'invalid `\\u` escape in a string (it takes four hex digits)' };
        i += 6;
      } else if (next !== undefined && '"\\/bfnrt'.includes(next)) i += 2;
      else return { at: i, message: `invalid escape \`\\${next ?? ''}\` in a string` };
      continue;
    }
    if (code < 0x20) return { at: i, message: `${code === 10 ? 'a line break' : 'a control character'} inside a string (write it as an escape such as \\n)` };
    i++;
  }
  return { at: start, message: 'a string that is never closed' };
}

function lineColumn(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: index - lineStart + 1 };
}
