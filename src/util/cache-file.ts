// Cache files: written whole or not at all (a killed build never leaves a torn one behind), and sealed
// with their key and a digest, so that only an entry that is whole and the one asked for is ever used.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * Writes `contents` beside `file` (`file.<pid>.<thread>.tmp`), making its folder if missing, then renames
 * it over `file`. False when it could not: a cache that cannot be written only costs the next build time.
 */
export function writeCacheFile(file: string, contents: string | Uint8Array): boolean {
  const temporary = `${file}.${process.pid}.${threadId}.tmp`;
  try {
    try {
      writeFileSync(temporary, contents);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(temporary, contents);
    }
    renameSync(temporary, file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether files can be made in `dir` (made if missing): a cache folder on a read-only mount, in a
 * folder without write permission, or where a file stands, cannot serve as a cache.
 */
export function canWriteCache(dir: string): boolean {
  const known = writable.get(dir);
  if (known !== undefined) return known;
  const probe = path.join(dir, `.probe.${process.pid}.${threadId}.tmp`);
  let can = true;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch {
    can = false;
  }
  writable.set(dir, can);
  return can;
}

/** What canWriteCache found, by folder, in this thread (a build asks twice; dev asks on every rebuild). */
const writable = new Map<string, boolean>();

/**
 * A cache entry on disk: a mark, the key it was written under, a digest of what it holds, and its length,
 * before the bytes themselves. An entry is used only when all of these match (see openEntry): a damaged,
 * truncated, swapped or foreign entry reads as no entry at all.
 */
const ENTRY_MARK = Buffer.from('DGC1');
const DIGEST_BYTES = 20;

export function sealEntry(key: string, payload: Uint8Array): Uint8Array {
  const keyBytes = Buffer.from(key);
  const head = Buffer.alloc(ENTRY_MARK.length + 2 + keyBytes.length + DIGEST_BYTES + 4);
  let at = ENTRY_MARK.copy(head, 0);
  at = head.writeUInt16LE(keyBytes.length, at);
  at += keyBytes.copy(head, at);
  at += createHash('sha1').update(payload).digest().copy(head, at);
  head.writeUInt32LE(payload.length, at);
  return Buffer.concat([head, payload]);
}

/** What an entry holds, when it was sealed under `key` and is whole; undefined for anything else. */
export function openEntry(bytes: Uint8Array | undefined, key: string): Uint8Array | undefined {
  if (!bytes) return undefined;
  const entry = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const keyBytes = Buffer.from(key);
  const start = ENTRY_MARK.length + 2 + keyBytes.length + DIGEST_BYTES + 4;
  if (entry.length < start || !entry.subarray(0, ENTRY_MARK.length).equals(ENTRY_MARK)) return undefined;
  let at = ENTRY_MARK.length;
  if (entry.readUInt16LE(at) !== keyBytes.length) return undefined;
  at += 2;
  if (!entry.subarray(at, at + keyBytes.length).equals(keyBytes)) return undefined;
  at += keyBytes.length;
  const digest = entry.subarray(at, at + DIGEST_BYTES);
  at += DIGEST_BYTES;
  if (entry.readUInt32LE(at) !== entry.length - start) return undefined;
  const payload = entry.subarray(start);
  return createHash('sha1').update(payload).digest().equals(digest) ? payload : undefined;
}

/** Reads the entry `file` sealed under `key` (see sealEntry); undefined when missing or not whole. */
export function readEntry(file: string, key: string): Uint8Array | undefined {
  try {
    return openEntry(readFileSync(file), key);
  } catch {
    return undefined;
  }
}

/** writeCacheFile of an entry sealed under `key`. */
export function writeEntry(file: string, key: string, payload: Uint8Array): boolean {
  return writeCacheFile(file, sealEntry(key, payload));
}

/**
 * Thrown where a cache entry a build already relies on turns out damaged (a body read when its page is
 * made): the build starts again without the cache, which it never is for a damaged entry.
 */
export class CacheEntryDamaged extends Error {
  constructor(readonly file: string) {
    super(`the cache entry ${file} is damaged`);
    this.name = 'CacheEntryDamaged';
  }
}
