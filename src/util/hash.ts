// Content hashing for cache keys and hashed asset names.
import { createHash } from 'node:crypto';

/** Short hex digest (8 chars by default) of the given content: the start of its contentDigest. */
export function contentHash(content: string | Uint8Array, length = 8): string {
  return contentDigest(content).slice(0, length);
}

/**
 * An input file's stamp in the build state: a digest of its bytes (a text as its UTF-8 bytes, so a file
 * read as text can be told to be the one stamped).
 */
export function fileStamp(content: string | Uint8Array): string {
  return createHash('sha1').update(content).digest('base64url');
}

/** The whole hex digest contentHash takes the start of (what a hashed name stands for, in full). */
export function contentDigest(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}
