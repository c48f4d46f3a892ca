// Content hashing for cache keys and hashed asset names.
import { createHash } from 'node:crypto';

/** Short hex digest (8 chars by default) of the given content. */
export function contentHash(content: string | Uint8Array, length = 8): string {
  return createHash('sha256').update(content).digest('hex').slice(0, length);
}
