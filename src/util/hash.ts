// Content hashing for cache keys and hashed asset names.
import { createHash } from 'node:crypto';

/** Short hex digest (8 chars by default) of the given content: the start of its contentDigest. */
export function contentHash(content: string | Uint8Array, length = 8): string {
  return contentDigest(content).slice(0, length);
}

/** The whole hex digest contentHash takes the start of (what a hashed name stands for, in full). */
export function contentDigest(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}
