// Body packs: the parse cache's bodies (a parsed file's HTML and sections' text, most of its bytes), each
// appended, sealed (see cache-file.ts), to a pack of the build that parsed it: one file a build instead of
// one a page, as making a file costs a file system many times what writing into one does. The heads pack
// (parse-cache.ts) says where each body lies.
import { closeSync, fstatSync, openSync, readSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { openEntry, sealEntry } from '../util/cache-file.js';

/** A body pack's name: the process, thread and writer that made it, and when. */
const BODY_PACK = /^\d+-\d+-\d+-[0-9a-z]+\.bodies$/;

/**
 * Body packs are never rewritten in place, so an edit leaves its old body behind (for a day: see Head
 * in parse-cache.ts). Saving copies the bodies in use out of a pack that is mostly bodies nobody uses, and out of all but the
 * fullest few once they are more than COMPACT_PACKS files: each build that parsed something adds one.
 */
const COMPACT_PACKS = 16;
const COMPACT_KEEP = 4;

/** Where a head's body lies: its body pack's name, then the offset and length of its sealed entry. */
export type BodyAt = [pack: string, at: number, length: number];

/** Whether an index's entry names a body pack and a place in it (see BodyAt). */
export function isBodyAt(value: unknown): value is BodyAt {
  if (!Array.isArray(value) || value.length !== 3) return false;
  const [pack, at, length] = value as unknown[];
  return typeof pack === 'string' && Number.isSafeInteger(at) && Number.isSafeInteger(length) && (at as number) >= 0 && (length as number) >= 0;
}

/** Appends sealed bodies to a pack of its own (`name`), made when the first body comes. */
export interface BodyPackWriter {
  name: string;
  /** The place of the sealed `payload` in the pack; undefined when it could not be written. */
  append(key: string, payload: Uint8Array): BodyAt | undefined;
}

/** Body packs made by this process so far (each cache instance appends to a pack of its own). */
let bodyPacksMade = 0;

/** A writer of a new body pack in `folder` (see BodyPackWriter). */
export function bodyPackWriter(folder: string): BodyPackWriter {
  const name = `${process.pid}-${threadId}-${bodyPacksMade++}-${Date.now().toString(36)}.bodies`;
  let fd: number | undefined;
  let end = 0;
  return {
    name,
    append(key: string, payload: Uint8Array): BodyAt | undefined {
      try {
        fd ??= openSync(path.join(folder, name), 'w');
        const bytes = sealEntry(key, payload);
        writeSync(fd, bytes, 0, bytes.length, end);
        const at = end;
        end += bytes.length;
        return [name, at, bytes.length];
      } catch {
        return undefined;
      }
    },
  };
}

/** The sealed entry `key` at `body` in `folder`'s body packs, when it is whole. */
export function readBody(folder: string, [pack, at, length]: BodyAt, key: string): Uint8Array | undefined {
  if (!BODY_PACK.test(pack)) return undefined;
  try {
    const fd = openSync(path.join(folder, pack), 'r');
    try {
      // A place a damaged or foreign index names may lie past the pack's end.
      if (at + length > fstatSync(fd).size) return undefined;
      const bytes = Buffer.allocUnsafe(length);
      return readSync(fd, bytes, 0, length, at) === length ? openEntry(bytes, key) : undefined;
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}

/** The key a head's body is sealed under. */
export const bodyEntryKey = (head: string) => `${head}.body`;

/**
 * Copies bodies of `heads` into this build's pack (and points the heads there) out of the packs that are
 * mostly bodies no head uses, or too many (see COMPACT_PACKS). A body that cannot be read takes its head along.
 */
export function compact<H extends { body: BodyAt }>(folder: string, heads: Map<string, H>, writer: BodyPackWriter): void {
  const live = new Map<string, number>();
  for (const { body } of heads.values()) if (body[0] !== writer.name) live.set(body[0], (live.get(body[0]) ?? 0) + body[2]);
  const size = (pack: string) => {
    try {
      return statSync(path.join(folder, pack)).size;
    } catch {
      return 0;
    }
  };
  const fullest = [...live].sort((a, b) => b[1] - a[1]);
  const emptied = new Set(fullest.filter(([pack, bytes]) => bytes * 2 < size(pack)).map(([pack]) => pack));
  if (fullest.length > COMPACT_PACKS) for (const [pack] of fullest.slice(COMPACT_KEEP)) emptied.add(pack);
  if (emptied.size === 0) return;
  for (const [name, head] of heads) {
    if (!emptied.has(head.body[0])) continue;
    const payload = readBody(folder, head.body, bodyEntryKey(name));
    const at = payload && writer.append(bodyEntryKey(name), payload);
    if (at) heads.set(name, { ...head, body: at });
    else heads.delete(name);
  }
}
