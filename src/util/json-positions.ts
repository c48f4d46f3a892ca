// Finds the line and column of values in JSON text by JSON path, for many paths in one pass. Used for
// huge JSON specs, where a position-aware YAML parse of the whole file would take seconds.

export interface JsonPosition {
  line: number;
  column: number;
}

interface Trie {
  children: Map<string, Trie>;
  /** Indexes of the requested paths that end here. */
  ends: number[];
}

/**
 * Positions (1-based) of the values at `paths` in `text`; a path that does not exist gets 1:1.
 * Assumes valid JSON (the caller parsed it already).
 */
export function locateJsonPaths(text: string, paths: readonly (readonly (string | number)[])[]): JsonPosition[] {
  const root: Trie = { children: new Map(), ends: [] };
  paths.forEach((path, index) => {
    let node = root;
    for (const key of path) {
      const k = String(key);
      let next = node.children.get(k);
      if (!next) node.children.set(k, (next = { children: new Map(), ends: [] }));
      node = next;
    }
    node.ends.push(index);
  });
  const found: (JsonPosition | undefined)[] = Array.from({ length: paths.length }, () => undefined);
  let line = 1;
  let lineStart = 0;
  let i = 0;
  const mark = (node: Trie | undefined, at: number) => {
    if (!node) return;
    const pos = { line, column: at - lineStart + 1 };
    for (const index of node.ends) found[index] = pos;
  };
  const skipSpace = () => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        line++;
        lineStart = ++i;
      } else if (c === 32 || c === 9 || c === 13) i++;
      else return;
    }
  };
  const readString = (): string => {
    const start = ++i;
    let escaped = false;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 92) {
        escaped = true;
        i += 2;
      } else if (c === 34) break;
      else i++;
    }
    const raw = text.slice(start, i++);
    return escaped ? (JSON.parse(`"${raw}"`) as string) : raw;
  };
  // Recursion depth follows the JSON's nesting (a few dozen levels in real specs).
  const value = (node: Trie | undefined): void => {
    skipSpace();
    mark(node, i);
    const c = text[i];
    if (c === '"') {
      readString();
    } else if (c === '{' || c === '[') {
      const isObject = c === '{';
      i++;
      let index = 0;
      for (;;) {
        skipSpace();
        if (text[i] === '}' || text[i] === ']') {
          i++;
          return;
        }
        if (text[i] === ',') {
          i++;
          skipSpace();
        }
        let key: string;
        if (isObject) {
          key = readString();
          skipSpace();
          i++; // ':'
        } else {
          key = String(index++);
        }
        value(node?.children.get(key));
      }
    } else {
      while (i < text.length && !/[,}\]\s]/.test(text[i]!)) i++;
    }
  };
  value(root.children.size || root.ends.length ? root : undefined);
  return found.map((pos) => pos ?? { line: 1, column: 1 });
}
