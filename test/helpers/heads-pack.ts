// The parse cache's heads pack (src/content/parse-cache.ts), read and rewritten by tests: they age its
// heads, point them at other bodies, or check what it holds.
import { readFileSync, writeFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';

/** The pack's index: each head's name, size, body place and last use, in the order the heads' bytes follow. */
export interface HeadsIndex {
  names: string[];
  sizes: number[];
  bodyAt: [pack: string, at: number, length: number][];
  seen: number[];
}

/** The index of the pack `file`, and the heads' bytes after it. */
export function readHeadsPack(file: string): { index: HeadsIndex; heads: Buffer } {
  const bytes = readFileSync(file);
  const end = 4 + bytes.readUInt32LE(0);
  return { index: deserialize(bytes.subarray(4, end)) as HeadsIndex, heads: bytes.subarray(end) };
}

/** Writes the pack `file` again with the index `edit` makes of its own (the heads' bytes as they were). */
export function editHeadsPack(file: string, edit: (index: HeadsIndex) => unknown): void {
  const { index, heads } = readHeadsPack(file);
  const changed = serialize(edit(index));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(changed.length, 0);
  writeFileSync(file, Buffer.concat([length, changed, heads]));
}

/** An index whose heads a build last used `ms` ago. */
export const agedBy = (ms: number) => (index: HeadsIndex) => ({ ...index, seen: index.seen.map(() => Date.now() - ms) });
