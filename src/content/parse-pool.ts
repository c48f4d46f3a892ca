// A pool of worker threads that parse markdown files in parallel, for sites large enough that a pool
// costs less than it saves. Results come back as plain data.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createWorkerPool } from '../util/worker-pool.js';
import type { CompiledMdxFile } from './mdx-file.js';
import type { ParsedFile, ParseJob } from './parse-file.js';

/** Files parsed in process before the worker pool starts: below this a pool costs more than it saves. */
export const POOL_THRESHOLD = 48;

export interface ParsePool {
  /** Worker threads. */
  readonly size: number;
  parse(text: string, job: ParseJob): Promise<ParsedFile>;
  /** A file's exact outline (outlineParsedFile), or null when it needs the full parse. */
  outline(text: string, job: ParseJob): Promise<ParsedFile | null>;
  /** Compiles an MDX file (see content/mdx-file.ts). */
  compileMdx(text: string, job: ParseJob): Promise<CompiledMdxFile>;
  close(): Promise<void>;
}

/** The compiled worker script, or undefined when docsgen runs from source without a build. */
export function parseWorkerScript(packageRoot: string): string | undefined {
  const script = path.join(packageRoot, 'dist', 'content', 'parse-worker.js');
  return existsSync(script) ? script : undefined;
}

/** `background`: the workers run at a low scheduling priority (see parse-worker.ts). */
export function createParsePool(script: string, size: number, options: { background?: boolean } = {}): ParsePool {
  const pool = createWorkerPool<{ text: string; job: ParseJob; mdx?: true; outline?: true }, ParsedFile | CompiledMdxFile | null>(script, {
    size,
    ...(options.background ? { workerData: { background: true } } : {}),
  });
  return {
    size,
    parse: (text, job) => pool.run({ text, job }) as Promise<ParsedFile>,
    outline: (text, job) => pool.run({ text, job, outline: true }) as Promise<ParsedFile | null>,
    compileMdx: (text, job) => pool.run({ text, job, mdx: true }) as Promise<CompiledMdxFile>,
    close: () => pool.close(),
  };
}
