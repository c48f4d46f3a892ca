// How content gets parsed: in process for small sites, in a worker pool once a site proves large, and
// through the on-disk cache when one is given. Loaders receive it; build.ts creates and closes it.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { ParseCache } from './parse-cache.js';
import type { MarkdownSettings } from '../markdown/settings.js';
import { headOfMarkdownFile, outlineParsedFile, parseJob, withCompiledBody, type ParsedFile, type ParseJob } from './parse-file.js';
import { createParsePool, POOL_THRESHOLD, type ParsePool } from './parse-pool.js';
import type { MdxConsent } from '../markdown/mdx-consent.js';
import { compileMdxFile, isMdx, renderMdxFile, type CompiledMdxFile, type MarkdownFormat, type RenderMdx } from './mdx-file.js';
import { createDiagnostic } from '../diagnostics/index.js';
import type { ElementContent } from 'hast';
import type { CompiledMarkdown } from '../markdown/compile.js';
import type { HighlightStore } from '../markdown/highlighter.js';
import { noteThreadWork } from '../util/code-cache-work.js';
import { fileStamp } from '../util/hash.js';
import { SPILL_THRESHOLD, type BodySpill } from './body-spill.js';
import type { PrivateFolder } from './asset-rules.js';

export { POOL_THRESHOLD } from './parse-pool.js';

export interface ContentContext {
  /** The text of a source file (the dev server keeps unchanged files' texts between rebuilds). */
  read(absPath: string): string;
  /**
   * `absPath`: the file the text was read from (its stamp goes with the cached result). `lookedUp`: the
   * caller's `cached` just missed this text and job, so the cache is not asked again.
   */
  parse(text: string, job: ParseJob, absPath?: string, lookedUp?: boolean): Promise<ParsedFile>;
  /**
   * The file parsed as markdown, when the cache holds it: a file cached as markdown was not MDX with the
   * same text, name and format, so a hit spares the MDX test too. (Never in a sharded build's context,
   * which keeps its own results.)
   */
  cached(text: string, job: ParseJob, absPath?: string): ParsedFile | undefined;
  /**
   * The cached parse of a file unchanged since the last build (see `stampOf`), found without reading it;
   * undefined when the file must be read.
   */
  cachedUnread(absPath: string, job: ParseJob): ParsedFile | undefined;
  /** Parses in full, whatever `headsOnly` and `fullParse` say (through the cache and the pool). */
  parseFully(text: string, job: ParseJob, absPath?: string, lookedUp?: boolean): Promise<ParsedFile>;
  /** Parses an MDX file (`isMdx`), in this thread: its module runs here. */
  parseMdx(text: string, job: ParseJob, absPath: string): Promise<ParsedFile>;
  /** parseMdx without the outline and the kept results. */
  parseMdxFully(text: string, job: ParseJob, absPath: string): Promise<ParsedFile>;
  /** Whether the file is MDX. */
  isMdx(file: string, text: string): boolean;
  /** Whether the file changed since the last build (see ContentContextOptions.changed): loaders take those first. */
  changed(absPath: string): boolean;
  /** The site's cache and output folders: no page shows an image from them (see asset-rules.ts). */
  readonly privateFolders: readonly PrivateFolder[];
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
  /** `bodiesKept`: parsed files whose compiled body came from the last build (withCompiledBody). */
  stats(): { parsed: number; cached: number; workers: number; outlined?: number; bodiesKept: number };
}

export interface ContentContextOptions {
  cache?: ParseCache;
  /** Compiled worker script; without one everything is parsed in process. */
  workerScript?: string;
  /** Worker threads (default: the machine's parallelism). 0 or 1 parses in process. */
  workers?: number;
  /** Reads a source file's text (default: from disk, every time). */
  readText?: (absPath: string) => string;
  /** Docs get their heads only (headOfMarkdownFile), bypassing the cache; other files are parsed. */
  headsOnly?: boolean;
  /**
   * A sharded build's split: docs and pages this says no to get their exact outline (outlineParsedFile)
   * where it can tell, the others the full parse. Results are kept by file for the whole context, so a
   * site loaded twice (first as outlines, then with the shard's own pages in full) parses nothing twice.
   */
  fullParse?: (file: string) => boolean;
  /** What `.md` files are (`markdown.format`, default `detect`). */
  markdownFormat?: MarkdownFormat;
  /** What `.md` pages read as MDX may import (under `detect` only; see markdown/mdx-consent.ts). */
  mdxConsent?: MdxConsent;
  /** Runs MDX pages' modules; without it MDX pages are `mdx/invalid`. */
  renderMdx?: RenderMdx;
  /** The site's markdown settings (config `markdown`), given to every job: so to workers and cache keys. */
  markdown?: MarkdownSettings;
  /**
   * A background parse (the dev server's, after its heads-only start): the worker pool starts as soon as a
   * large site is expected, even with a cache and even of one worker, and its workers run at low
   * priority, so that the main thread's saves and requests come first.
   */
  background?: boolean;
  /**
   * A parse pool the caller started (a cached build that knows which few files changed starts one worker
   * with its stamps, booting while the rest loads): every file not cached is parsed there. The caller
   * closes it.
   */
  pool?: ParsePool;
  /**
   * The hash of a file's bytes as the build state stamped them: for a file unchanged since the last
   * build the cache then finds its parse without its text being read (see ParseCache.getStamped).
   * `read`: the hash of the text the caller read, taken for the stamp's when the file is still as
   * stamped (then it is not read again); `'known'`: only a hash the state holds already.
   */
  stampOf?: (absPath: string, read?: string | 'known') => string | undefined;
  /**
   * Files changed since the last build, by absolute path: loaders start them before the others, so that
   * their parse (in `pool`) runs while the unchanged files come from the cache.
   */
  changed?: (absPath: string) => boolean;
  /**
   * How many inputs changed since the last build (all of them in a first build): past POOL_THRESHOLD the
   * cache cannot hold most files, so the worker pool starts as soon as files are expected.
   */
  changedCount?: number;
  /** Where docs' bodies go once a site proves big (`spillFrom` files); the caller closes it. */
  spill?: BodySpill;
  /** Files a site must have for its docs' bodies to go to `spill` (default SPILL_THRESHOLD). */
  spillFrom?: number;
  /** The site's cache and output folders (privateFoldersOf): images are never read from them. */
  privateFolders?: readonly PrivateFolder[];
}

/** Changed files a build looks up by their body (see parseFully): beyond these, it is a mass change. */
const BODY_TRIES = 64;

/** The parse cache's namespace of highlighted code (see HighlightStore). */
const HIGHLIGHTED = 'highlighted';

export function createContentContext(options: ContentContextOptions = {}): ContentContext {
  const size = options.workers ?? os.availableParallelism();
  let pool: ParsePool | undefined = options.pool;
  let parsed = 0;
  let cached = 0;
  let expected = 0;
  let outlineMisses = 0;
  let bodyTries = 0;
  let bodiesKept = 0;
  // Cache entries are keyed by the job, the site's markdown settings and (when not the default) the
  // format, which decides whether a file is MDX (see `cached`).
  const format = options.markdownFormat ?? 'detect';
  const cacheJob = (job: ParseJob): ParseJob & { format?: MarkdownFormat } => ({
    ...job,
    ...(options.markdown ? { markdown: options.markdown } : {}),
    ...(format === 'detect' ? {} : { format }),
  });
  // A cached file's words are counted for the search index as it is parsed (so that a later build's
  // index reads none of its text); without a cache the index counts them itself, as before.
  const searchJob = (job: ParseJob): ParseJob => (options.cache && !job.search ? { ...job, search: true } : job);
  const readText = options.readText ?? ((absPath: string) => readFileSync(absPath, 'utf8'));
  // Code blocks highlighted in this thread are kept with the cache: an edited page's unchanged blocks
  // are not highlighted again.
  const highlightKey = (grammar: string, code: string) => `${grammar}\0${code}`;
  const highlights: HighlightStore | undefined = options.cache && {
    get: (grammar, code) => options.cache!.getValue<ElementContent[]>(HIGHLIGHTED, highlightKey(grammar, code)),
    set: (grammar, code, tokens) => options.cache!.setValue(HIGHLIGHTED, highlightKey(grammar, code), tokens),
  };
  const texts = options.fullParse ? new Map<string, string>() : undefined;
  // With fullParse: each file's result, and whether it is a full parse (else an outline); derived values.
  const kept = options.fullParse ? new Map<string, KeptResult>() : undefined;
  const derived = options.fullParse ? new Map<string, { text: string; value: Promise<unknown> }>() : undefined;
  // An outline through the cache (null there: the file needs its full parse), made by a parse worker
  // once enough files showed the site is large.
  const outlineOf = async (text: string, job: ParseJob): Promise<ParsedFile | undefined> => {
    const namespace = `outline\0${JSON.stringify(job)}`;
    const hit = options.cache?.getValue<ParsedFile | null>(namespace, text);
    if (hit !== undefined) return hit ?? undefined;
    if (++outlineMisses > POOL_THRESHOLD) startPool();
    const outline = pool ? ((await pool.outline(text, job).catch(() => outlineParsedFile(text, job))) ?? undefined) : outlineParsedFile(text, job);
    options.cache?.setValue(namespace, text, outline ?? null);
    return outline;
  };
  // A file's stamp (see `stampOf`) when `text` is what was stamped: a file saved again between the
  // stamps and the read must not lend its text's parse to the bytes stamped before.
  const stampFor = (absPath: string | undefined, text: string) => {
    if (absPath === undefined || !options.stampOf) return undefined;
    const own = fileStamp(text);
    return options.stampOf(absPath, own) === own ? own : undefined;
  };
  const startPool = () => {
    if (!pool && options.workerScript && (size > 1 || (options.background && size === 1))) {
      pool = createParsePool(options.workerScript, size, { background: options.background === true });
    }
  };
  return {
    // Synchronous on purpose: for many small files the promise API's per-file open/stat/read/close
    // round trips through the thread pool cost several times the read itself.
    // A sharded build reads the site twice (see fullParse): each file once.
    read: texts ? (absPath) => texts.get(absPath) ?? texts.set(absPath, readText(absPath)).get(absPath)! : readText,
    cached(text, siteJob, absPath) {
      if (kept || (options.headsOnly && siteJob.schema === 'doc') || !options.cache) return undefined;
      const job = cacheJob(searchJob(siteJob));
      const hit = options.cache.get(text, job, () => stampFor(absPath, text));
      if (hit) cached++;
      return hit;
    },
    cachedUnread(absPath, siteJob) {
      if (kept || options.headsOnly) return undefined;
      // A file the last build did not read has no hash yet, and so no parse to find by it.
      const stamp = options.stampOf?.(absPath, 'known');
      const hit = stamp === undefined ? undefined : options.cache?.getStamped?.(stamp, cacheJob(searchJob(siteJob)));
      if (hit) cached++;
      return hit;
    },
    async parse(text, siteJob, absPath, lookedUp) {
      // The key `cached` looked under (the same keys in the same order): a hit there is a hit here.
      const job: ParseJob = cacheJob(searchJob(siteJob));
      if (options.headsOnly && job.schema === 'doc') return headOfMarkdownFile(text, job);
      if (kept) {
        const full = job.schema === 'blog' || options.fullParse!(job.file);
        const last = kept.get(job.file);
        if (last && last.text === text && (last.full || !full)) return last.value;
        const entry: Partial<KeptResult> & { full: boolean } = { text, full };
        entry.value = (async () => {
          const outline = full ? undefined : await outlineOf(text, job);
          if (outline) return outline;
          entry.full = true;
          return this.parseFully(text, job);
        })();
        kept.set(job.file, entry as KeptResult);
        return entry.value;
      }
      return this.parseFully(text, job, absPath, lookedUp);
    },
    async parseFully(text, fullJob, absPath, lookedUp) {
      const job = searchJob(fullJob);
      const hit = lookedUp ? undefined : options.cache?.get(text, cacheJob(job));
      if (hit) {
        cached++;
        return hit;
      }
      parsed++;
      // A changed file whose front matter alone changed takes its compiled body from the last build
      // (withCompiledBody). Its front matter is parsed here first: tried for a few files, not a mass change.
      if (absPath !== undefined && options.cache?.getByBody && options.changed?.(absPath) && ++bodyTries <= BODY_TRIES) {
        try {
          const reused = withCompiledBody(text, job, (bodyKey) => options.cache!.getByBody!(bodyKey)?.markdown);
          if (reused) {
            const value = options.cache.set(text, cacheJob(job), reused, stampFor(absPath, text));
            bodiesKept++;
            return value;
          }
        } catch {
          // The last build's body could not be read (see withBody): the file is parsed in full.
        }
      }
      if (parsed > POOL_THRESHOLD) startPool();
      if (!pool) noteThreadWork('parse');
      // A file a worker cannot finish (it ran out of memory) is parsed here, where the heap is larger.
      const result = pool ? await pool.parse(text, job).catch(() => parseJob(text, job, highlights)) : await parseJob(text, job, highlights);
      return options.cache?.set(text, cacheJob(job), result, stampFor(absPath, text)) ?? result;
    },
    changed: (absPath) => options.changed?.(absPath) === true,
    privateFolders: options.privateFolders ?? [],
    isMdx: (file, text) => isMdx(file, text, options.markdownFormat ?? 'detect'),
    async parseMdx(text, siteJob, absPath) {
      if (options.headsOnly && siteJob.schema === 'doc') return headOfMarkdownFile(text, siteJob);
      // MDX pages are always parsed in full (their modules run); a sharded build's second load reuses them.
      const last = kept?.get(siteJob.file);
      if (last && last.text === text) return last.value;
      const value = this.parseMdxFully(text, siteJob, absPath);
      kept?.set(siteJob.file, { text, full: true, value });
      return value;
    },
    async parseMdxFully(text, siteJob, absPath) {
      // A `.md` page is held to what the site consents to; an `.mdx` one is code by its name.
      const consent =
        format === 'detect' && !siteJob.component && !/\.mdx$/i.test(siteJob.file) ? (options.mdxConsent ?? { packages: [], aliases: [] }) : undefined;
      const job: ParseJob = { ...siteJob, ...(options.markdown ? { markdown: options.markdown } : {}), ...(consent ? { mdxConsent: consent } : {}) };
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
      // Outlines and cached files need no pool; a cache may hold most of the files, so it is left to decide
      // unless more inputs changed than it could hold and it holds fewer heads than files are expected (a
      // first build into an output folder after dev, or after another folder's build, finds most of them).
      const many = (options.changedCount ?? 0) > POOL_THRESHOLD && (options.cache?.heads ?? 0) < expected;
      const mostParsed = !options.cache || options.background || many;
      if (expected > POOL_THRESHOLD && !options.headsOnly && mostParsed) startPool();
    },
    body: (markdown) => (options.spill && expected >= (options.spillFrom ?? SPILL_THRESHOLD) ? options.spill.keep(markdown) : markdown),
    async derive(namespace, text, compute) {
      type T = Awaited<ReturnType<typeof compute>>;
      const last = derived?.get(namespace);
      if (last && last.text === text) return last.value as Promise<T>;
      const value = (async () => {
        const hit = options.cache?.getValue<T>(namespace, text);
        if (hit !== undefined) return hit;
        const computed = await compute();
        options.cache?.setValue(namespace, text, computed);
        return computed;
      })();
      derived?.set(namespace, { text, value });
      return value;
    },
    async close() {
      if (pool !== options.pool) await pool?.close();
    },
    stats: () => ({
      parsed,
      cached,
      workers: pool ? (pool === options.pool ? pool.size : size) : 0,
      ...(kept ? { outlined: [...kept.values()].filter((e) => !e.full).length } : {}),
      bodiesKept,
    }),
  };
}

/** A file's result in a sharded build's context: the text it was made from, and whether it is a full parse. */
interface KeptResult {
  text: string;
  full: boolean;
  value: Promise<ParsedFile>;
}

const noRenderer: RenderMdx = async (page) => ({
  diagnostics: [createDiagnostic('mdx/invalid', { message: 'MDX pages cannot be rendered here', file: page.file, line: 1, column: 1 })],
});

/** Parses in process without a cache: for tests and callers that load a single file. */
export const inProcess: ContentContext = createContentContext({ workers: 1 });
