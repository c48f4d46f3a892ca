// What the last build wrote into an output folder, so the next build hard-links every file whose key did
// not change instead of rendering and writing it again (a warm rebuild touches only what changed). Keys
// come from the page's props (with docsgen's version, theme and chrome) or from the file's bytes. A file
// is reused only while it is the one that build wrote: same size and modification time.
import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface OutputReuse {
  /** Puts the last build's `rel` at `target` when it was written under `key` and is untouched; true if it did. */
  reuse(rel: string, key: string, target: string): boolean;
  /** Notes that `target` (the new build's `rel`) holds what `key` stands for. */
  record(rel: string, key: string, target: string): void;
  /** Keeps the new build's records for the next one (call once the new output is in place). */
  save(): void;
  /** Files reused so far. */
  readonly reused: number;
}

type Records = Record<string, [key: string, size: number, mtimeMs: number]>;

/** A fast digest of a file's bytes, for keys (not for security). */
export function bytesKey(contents: string | Uint8Array): string {
  return createHash('sha1').update(contents).digest('base64url');
}

export function openOutputReuse(options: { cacheDir: string; outDir: string }): OutputReuse {
  const file = path.join(options.cacheDir, 'output', `${bytesKey(path.resolve(options.outDir))}.json`);
  let previous: Records = {};
  try {
    previous = JSON.parse(readFileSync(file, 'utf8')) as Records;
  } catch {
    // No record (first build, --no-cache before, or a torn file): everything is written.
  }
  const next: Records = {};
  let reused = 0;
  return {
    get reused() {
      return reused;
    },
    reuse(rel, key, target) {
      const before = previous[rel];
      if (!before || before[0] !== key) return false;
      const source = path.join(options.outDir, rel);
      try {
        const stat = statSync(source);
        if (stat.size !== before[1] || stat.mtimeMs !== before[2]) return false;
        try {
          linkSync(source, target);
        } catch {
          copyFileSync(source, target);
        }
      } catch {
        return false;
      }
      next[rel] = before;
      reused++;
      return true;
    },
    record(rel, key, target) {
      const stat = statSync(target);
      next[rel] = [key, stat.size, stat.mtimeMs];
    },
    save() {
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(next));
        renameSync(`${file}.${process.pid}.tmp`, file);
      } catch {
        // Without a record the next build writes everything; nothing is wrong with this one.
      }
    },
  };
}
