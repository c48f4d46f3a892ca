// The dev server's parse cache: parsed files in memory, in front of the on-disk cache (parse-cache.ts).
import type { ParseCache } from './parse-cache.js';
import type { ParsedFile } from './parse-file.js';

/**
 * Keeps parsed files in memory in front of another cache (the dev server's, across rebuilds): entries
 * are keyed by file, so an edited file replaces its old entry instead of piling up.
 */
export function createMemoryCache(next?: ParseCache): ParseCache {
  // An entry holds the text it was parsed from: the dev server hands unchanged files' texts back as the
  // same strings, so a hit costs a comparison, not a hash of every file.
  const entries = new Map<string, { job: string; text: string; parsed: ParsedFile }>();
  const values = new Map<string, { text: string; value: unknown }>();
  const cache: ParseCache = {
    hits: 0,
    misses: 0,
    get(text, job, stamp) {
      const entry = entries.get(job.file);
      const jobKey = JSON.stringify(job);
      if (entry && entry.text === text && entry.job === jobKey) {
        cache.hits++;
        return entry.parsed;
      }
      const parsed = next?.get(text, job, stamp);
      if (parsed) entries.set(job.file, { job: jobKey, text, parsed });
      else cache.misses++;
      return parsed;
    },
    set(text, job, parsed, stamp) {
      const value = next ? next.set(text, job, parsed, stamp) : parsed;
      entries.set(job.file, { job: JSON.stringify(job), text, parsed: value });
      return value;
    },
    getValue<T>(namespace: string, text: string) {
      const entry = values.get(namespace);
      if (entry && entry.text === text) return entry.value as T;
      return next?.getValue<T>(namespace, text);
    },
    setValue(namespace, text, value) {
      values.set(namespace, { text, value });
      next?.setValue(namespace, text, value);
    },
    save: () => next?.save?.() ?? Promise.resolve(),
    ...(next?.heads !== undefined ? { heads: next.heads } : {}),
  };
  return cache;
}
