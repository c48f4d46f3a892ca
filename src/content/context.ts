// How content gets parsed: in process for small sites, in a worker pool once a site proves large, and
// through the on-disk cache when one is given. Loaders receive it; build.ts creates and closes it.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { ParseCache } from './parse-cache.js';
import type { MarkdownSettings } from '../markdown/settings.js';
import { outlineMarkdownFile, parseJob, type ParsedFile, type ParseJob } from './parse-file.js';
import { createParsePool, type ParsePool } from './parse-pool.js';
import { compileMdxFile, isMdx, renderMdxFile, type CompiledMdxFile, type MarkdownFormat, type RenderMdx } from './mdx-file.js';
import { createDiagnostic } from '../diagnostics/index.js';
import type { CompiledMarkdown } from '../markdown/compile.js';
import { SPILL_THRESHOLD, type BodySpill } from './body-spill.js';

/** Files parsed in process before the worker pool starts: below this a pool costs more than it saves. */
export const POOL_THRESHOLD = 48;

export interface ContentContext {
  /** The text of a source file (the dev server keeps unchanged files' texts between rebuilds). */
  read(absPath: string): string;
  parse(text: string, job: ParseJob): Promise<ParsedFile>;
  /**
   * The file parsed as markdown, when the cache holds it: a file cached as markdown was not MDX with the
   * same text, name and format, so a hit spares the MDX test too.
   */
  cached(text: string, job: ParseJob): ParsedFile | undefined;
  /** Parses an MDX file (`isMdx`), in this thread: its module runs here. */
  parseMdx(text: string, job: ParseJob, absPath: string): Promise<ParsedFile>;
  /** Whether the file is MDX. */
  isMdx(file: string, text: string): boolean;
  /**
   * Says that `count` more files are about to be parsed: once a site is known to be large, the worker
   * pool starts at once, booting while the first files are read, instead of after the first files.
   */
  expect(count: number): void;
  /** A doc's compiled markdown as the route graph keeps it: on a big site, with its body on disk (body-spill.ts). */
  body(markdown: CompiledMarkdown): CompiledMarkdown;
  /** Reuses a value derived from `text` when the cache has it, else computes and caches it. */
  derive<T>(namespace: string, text: string, compute: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  stats(): { parsed: number; cached: number; workers: number };
}

export interface ContentContextOptions {
  cache?: ParseCache;
  /** Compiled worker script; without one everything is parsed in process. */
  workerScript?: string;
  /** Worker threads (default: the machine's parallelism). 0 or 1 parses in process. */
  workers?: number;
  /** Reads a source file's text (default: from disk, every time). */
  readText?: (absPath: string) => string;
  /** Docs get their outline only (outlineMarkdownFile), bypassing the cache; other files are parsed. */
  outline?: boolean;
  /** What `.md` files are (`markdown.format`, default `detect`). */
  markdownFormat?: MarkdownFormat;
  /** Runs MDX pages' modules; without it MDX pages are `mdx/invalid`. */
  renderMdx?: RenderMdx;
  /** The site's markdown settings (config `markdown`), given to every job: so to workers and cache keys. */
  markdown?: MarkdownSettings;
  /**
   * A background parse (the dev server's, after its outline start): the worker pool starts as soon as a
   * large site is expected, even with a cache and even of one worker, and its workers run at low
   * priority, so that the main thread's saves and requests come first.
   */
  background?: boolean;
  /** Where docs' bodies go once a site proves big (`spillFrom` files); the caller closes it. */
  spill?: BodySpill;
  /** Files a site must have for its docs' bodies to go to `spill` (default SPILL_THRESHOLD). */
  spillFrom?: number;
}

export function createContentContext(options: ContentContextOptions = {}): ContentContext {
  const size = options.workers ?? os.availableParallelism();
  let pool: ParsePool | undefined;
  let parsed = 0;
  let cached = 0;
  let expected = 0;
  // Cache entries are keyed by the job, the site's markdown settings and (when not the default) the
  // format, which decides whether a file is MDX (see `cached`).
  const format = options.markdownFormat ?? 'detect';
  const cacheJob = (siteJob: ParseJob): ParseJob & { format?: MarkdownFormat } => ({
    ...siteJob,
    ...(options.markdown ? { markdown: options.markdown } : {}),
    ...(format === 'detect' ? {} : { format }),
  });
  const startPool = () => {
    if (!pool && options.workerScript && (size > 1 || (options.background && size === 1))) {
      pool = createParsePool(options.workerScript, size, { background: options.background === true });
    }
  };
  return {
    // Synchronous on purpose: for many small files the promise API's per-file open/stat/read/close
    // round trips through the thread pool cost several times the read itself.
    read: options.readText ?? ((absPath) => readFileSync(absPath, 'utf8')),
    cached(text, siteJob) {
      if (options.outline && siteJob.schema === 'doc') return undefined;
      const hit = options.cache?.get(text, cacheJob(siteJob));
      if (hit) cached++;
      return hit;
    },
    async parse(text, siteJob) {
      const job: ParseJob = options.markdown ? { ...siteJob, markdown: options.markdown } : siteJob;
      if (options.outline && job.schema === 'doc') return outlineMarkdownFile(text, job);
      const hit = options.cache?.get(text, cacheJob(siteJob));
      if (hit) {
        cached++;
        return hit;
      }
      parsed++;
      if (parsed > POOL_THRESHOLD) startPool();
      // A file a worker cannot finish (it ran out of memory) is parsed here, where the heap is larger.
      const result = pool ? await pool.parse(text, job).catch(() => parseJob(text, job)) : await parseJob(text, job);
      options.cache?.set(text, cacheJob(siteJob), result);
      return result;
    },
    isMdx: (file, text) => isMdx(file, text, options.markdownFormat ?? 'detect'),
    async parseMdx(text, siteJob, absPath) {
      if (options.outline && siteJob.schema === 'doc') return outlineMarkdownFile(text, siteJob);
      const job: ParseJob = options.markdown ? { ...siteJob, markdown: options.markdown } : siteJob;
      const compile = async () => {
        parsed++;
        if (parsed > POOL_THRESHOLD) startPool();
        return pool ? pool.compileMdx(text, job).catch(() => compileMdxFile(text, job)) : compileMdxFile(text, job);
      };
      // The compiled module is cached like parsed markdown; it is rendered every time (its imports may change).
      const hit = options.cache?.getValue<CompiledMdxFile>(`mdx\0${JSON.stringify(job)}`, text);
      if (hit) cached++;
      const compiled = hit ?? (await compile());
      if (!hit) options.cache?.setValue(`mdx\0${JSON.stringify(job)}`, text, compiled);
      return renderMdxFile(compiled, job, absPath, options.renderMdx ?? noRenderer);
    },
    expect(count) {
      expected += count;
      // Outlines and cached files need no pool; a cache may hold most of the files, so it is left to decide.
      if (expected > POOL_THRESHOLD && !options.outline && (!options.cache || options.background)) startPool();
    },
    body: (markdown) => (options.spill && expected >= (options.spillFrom ?? SPILL_THRESHOLD) ? options.spill.keep(markdown) : markdown),
    async derive(namespace, text, compute) {
      const hit = options.cache?.getValue<Awaited<ReturnType<typeof compute>>>(namespace, text);
      if (hit !== undefined) return hit;
      const value = await compute();
      options.cache?.setValue(namespace, text, value);
      return value;
    },
    async close() {
      await pool?.close();
    },
    stats: () => ({ parsed, cached, workers: pool ? size : 0 }),
  };
}

const noRenderer: RenderMdx = async (page) => ({
  diagnostics: [createDiagnostic('mdx/invalid', { message: 'MDX pages cannot be rendered here', file: page.file, line: 1, column: 1 })],
});

/** Parses in process without a cache: for tests and callers that load a single file. */
export const inProcess: ContentContext = createContentContext({ workers: 1 });
