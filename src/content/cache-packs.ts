// The parse cache's two pack files (see parse-cache.ts): the heads pack (each parsed file's head, and
// where its body lies) and the values pack (small values). Both are an index followed by their entries'
// bytes, read as views of the one buffer and written beside their place, then renamed there.
import { readFileSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import { isBodyAt, type BodyAt } from './body-pack.js';

/** A value as the values pack holds it: its sealed bytes, and when a build last used it (see Head). */
export interface Packed {
  bytes: Uint8Array;
  seen: number;
}

/** A head as the heads pack holds it. `seen`: when a build last used it (heads unused for a day go). */
export interface Head extends Packed {
  body: BodyAt;
}

export interface HeadsPack {
  codeVersion: string;
  heads: Map<string, Head>;
  /** Head names by job and stamp (see getStamped). */
  stamped: Map<string, string>;
  /** Head names by their body's key (see getByBody). */
  bodies: Map<string, string>;
}

interface PackIndex {
  codeVersion: string;
  /** The heads' names, sizes, bodies and times, in the order their bytes follow the index. */
  names: string[];
  sizes: number[];
  bodyAt: BodyAt[];
  seen: number[];
  stamped: Map<string, string>;
  bodies: Map<string, string>;
}

/** The same heads (names are content hashes) with their bodies in the same places and the same times. */
export function sameHeads(a: Map<string, Head> | undefined, b: Map<string, Head>): boolean {
  return a !== undefined && samePacked(a, b, (x, y) => x.body.every((part, i) => part === y.body[i]));
}

/** The same entries (names are content hashes) with the same times, and the same by `alike`. */
export function samePacked<P extends Packed>(a: Map<string, P>, b: Map<string, P>, alike: (x: P, y: P) => boolean = () => true): boolean {
  return (
    a.size === b.size &&
    [...b].every(([name, entry]) => {
      const other = a.get(name);
      return other !== undefined && other.seen === entry.seen && alike(other, entry);
    })
  );
}

/**
 * A pack file's index and entries: the length of its index (4 bytes), the v8-serialized index, then each
 * entry's bytes in turn (`sizes`, in the index), read as views of the one buffer. Throws when it cannot
 * be read; undefined when its entries do not fill it exactly.
 */
function readPackFile<I extends { names: string[]; sizes: number[] }>(file: string): { index: I; entries: Uint8Array[] } | undefined {
  const bytes = readFileSync(file);
  const indexEnd = 4 + bytes.readUInt32LE(0);
  const index = deserialize(bytes.subarray(4, indexEnd)) as I;
  if (!Array.isArray(index.names) || !Array.isArray(index.sizes) || index.sizes.length !== index.names.length) return undefined;
  const entries: Uint8Array[] = [];
  let at = indexEnd;
  for (const size of index.sizes) {
    entries.push(bytes.subarray(at, at + size));
    at += size;
  }
  return at === bytes.length ? { index, entries } : undefined;
}

/** Writes a pack file (see readPackFile) beside its place, then renames it there. Never rejects. */
async function writePackFile(file: string, index: Uint8Array, entries: Uint8Array[]): Promise<void> {
  const length = Buffer.alloc(4);
  length.writeUInt32LE(index.length, 0);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    const handle = await open(temp, 'w');
    try {
      // A few hundred buffers a call (an operating system takes at most 1,024 at once).
      const buffers = [length, index, ...entries];
      for (let at = 0; at < buffers.length; at += 512) await handle.writev(buffers.slice(at, at + 512));
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch {
    // The next build makes again what this one did.
    await rm(temp, { force: true }).catch(() => undefined);
  }
}

/** The last build's heads, when they were written by this docsgen (`codeVersion`). */
export function readHeadsPack(file: string, codeVersion: string): HeadsPack | undefined {
  try {
    const read = readPackFile<PackIndex>(file);
    if (!read) return undefined;
    const { names, bodyAt, seen } = read.index;
    if (read.index.codeVersion !== codeVersion || !(read.index.stamped instanceof Map) || !(read.index.bodies instanceof Map)) return undefined;
    if (![bodyAt, seen].every((list) => Array.isArray(list) && list.length === names.length)) return undefined;
    if (!bodyAt.every(isBodyAt) || !seen.every(Number.isFinite)) return undefined;
    const heads = new Map<string, Head>();
    names.forEach((name, i) => heads.set(name, { bytes: read.entries[i]!, body: bodyAt[i]!, seen: seen[i]! }));
    return { codeVersion, heads, stamped: read.index.stamped, bodies: read.index.bodies };
  } catch {
    return undefined;
  }
}

/** Writes a heads pack (see HEADS_PACK). Never rejects. */
export function writeHeadsPack(file: string, pack: HeadsPack): Promise<void> {
  const heads = [...pack.heads.values()];
  const index = serialize({
    codeVersion: pack.codeVersion,
    names: [...pack.heads.keys()],
    sizes: heads.map((head) => head.bytes.length),
    bodyAt: heads.map((head) => head.body),
    seen: heads.map((head) => head.seen),
    stamped: pack.stamped,
    bodies: pack.bodies,
  } satisfies PackIndex);
  return writePackFile(
    file,
    index,
    heads.map((head) => head.bytes),
  );
}

interface ValuesIndex {
  codeVersion: string;
  names: string[];
  sizes: number[];
  seen: number[];
}

/** The last build's small values (see VALUES_PACK), when this docsgen wrote them. */
export function readValuesPack(file: string, codeVersion: string): Map<string, Packed> | undefined {
  try {
    const read = readPackFile<ValuesIndex>(file);
    if (!read || read.index.codeVersion !== codeVersion) return undefined;
    const { names, seen } = read.index;
    if (!Array.isArray(seen) || seen.length !== names.length || !seen.every(Number.isFinite)) return undefined;
    return new Map(names.map((name, i) => [name, { bytes: read.entries[i]!, seen: seen[i]! }]));
  } catch {
    return undefined;
  }
}

/** Writes a values pack (see VALUES_PACK). Never rejects. */
export function writeValuesPack(file: string, codeVersion: string, values: Map<string, Packed>): Promise<void> {
  const entries = [...values.values()];
  const index = serialize({
    codeVersion,
    names: [...values.keys()],
    sizes: entries.map((value) => value.bytes.length),
    seen: entries.map((value) => value.seen),
  } satisfies ValuesIndex);
  return writePackFile(
    file,
    index,
    entries.map((value) => value.bytes),
  );
}
