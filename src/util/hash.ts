// Content hashing for cache keys and hashed asset names.
import crypto from 'node:crypto';

/**
 * A digest in one call: crypto.hash where Node has it (20.12 on), which makes no Hash object (a build
 * hashes each of a big site's routes, files and cache keys, twice as fast as createHash).
 */
export const digestOf: (algorithm: 'sha1' | 'sha256', content: string | Uint8Array, encoding: 'hex' | 'base64url') => string =
  typeof crypto.hash === 'function'
    ? (algorithm, content, encoding) => crypto.hash(algorithm, content, encoding)
    : (algorithm, content, encoding) => crypto.createHash(algorithm).update(content).digest(encoding);

/** Short hex digest (8 chars by default) of the given content: the start of its contentDigest. */
export function contentHash(content: string | Uint8Array, length = 8): string {
  return contentDigest(content).slice(0, length);
}

/**
 * An input file's stamp in the build state: a digest of its bytes (a text as its UTF-8 bytes, so a file
 * read as text can be told to be the one stamped).
 */
export function fileStamp(content: string | Uint8Array): string {
  return digestOf('sha1', content, 'base64url');
}

/** The whole hex digest contentHash takes the start of (what a hashed name stands for, in full). */
export function contentDigest(content: string | Uint8Array): string {
  return digestOf('sha256', content, 'hex');
}

/**
 * A digest of any value, fed to the hash in pieces: a value of any size (a whole API model) never
 * becomes one string, and a value that refers to itself is hashed by where it was first seen. Maps and
 * Sets count as their entries, objects as their own enumerable keys in order; functions, symbols and
 * undefined properties are left out, as JSON leaves them out. `memo` keeps the digests of objects that
 * several values share (one per build), so each is walked once; `sortKeys` hashes objects' keys in
 * sorted order (values that come back from a cache with their keys in another order); `standIn` names an
 * object by a string that stands for all of it (a compiled body by its cache entry), or leaves it to be walked.
 */
export function valueDigest(
  value: unknown,
  options: { memo?: WeakMap<object, string>; sortKeys?: boolean; standIn?: (item: object) => string | undefined } = {},
): string {
  const { memo, sortKeys = false, standIn } = options;
  const hash = crypto.createHash('sha1');
  let pending = '';
  const put = (text: string) => {
    pending += text;
    if (pending.length > 1 << 16) {
      hash.update(pending);
      pending = '';
    }
  };
  const seen = new Map<object, number>();
  const visit = (item: unknown): void => {
    switch (typeof item) {
      case 'string':
        put(`s${item.length}:`);
        put(item);
        return;
      case 'number':
      case 'bigint':
        put(`n${String(item)};`);
        return;
      case 'boolean':
        put(item ? 't' : 'f');
        return;
      case 'object':
        break;
      default:
        put('u');
        return;
    }
    if (item === null) return put('z');
    const at = seen.get(item);
    if (at !== undefined) return put(`r${at};`);
    const known = memo?.get(item) ?? standIn?.(item);
    if (known !== undefined) return put(`d${known}`);
    seen.set(item, seen.size);
    if (Array.isArray(item)) {
      put(`a${item.length}[`);
      for (const element of item) visit(element);
    } else if (item instanceof Map) {
      put(`m${item.size}[`);
      for (const [key, element] of item) {
        visit(key);
        visit(element);
      }
    } else if (item instanceof Set) {
      put(`e${item.size}[`);
      for (const element of item) visit(element);
    } else if (ArrayBuffer.isView(item)) {
      put(`b${item.byteLength}:`);
      hash.update(pending);
      pending = '';
      hash.update(new Uint8Array(item.buffer, item.byteOffset, item.byteLength));
    } else if (item instanceof Date) {
      put(`t${item.getTime()};`);
    } else {
      put('o[');
      const keys = Object.keys(item);
      for (const key of sortKeys ? keys.sort() : keys) {
        const element = (item as Record<string, unknown>)[key];
        if (element === undefined || typeof element === 'function' || typeof element === 'symbol') continue;
        put(`k${key.length}:${key}`);
        visit(element);
      }
    }
    put(']');
  };
  visit(value);
  hash.update(pending);
  return hash.digest('base64url');
}
