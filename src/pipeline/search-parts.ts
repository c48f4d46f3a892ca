// The search index of a sharded build. Its word scores depend on every page's text, which only the shard
// that owns a page parses, so no shard can write it: each writes its own pages' index entries (with their
// places in the site's route order) into a part file in its output folder, and `docsgen merge`, run on
// the shards' folders copied into one, builds the index from the parts exactly as an unsharded build does
// (with the same precompressed copies) and removes them.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import type { RouteGraph } from '../routes/types.js';
import { searchIndexUrl } from '../routes/urls.js';
import { getsPrecompressed, PRECOMPRESSED_SUFFIX } from '../util/compression.js';
import { contentHash } from '../util/hash.js';
import { OUTPUT_MARKER, outputFile } from '../write/output-dir.js';
import { createPrecompressor } from '../write/precompress.js';
import { routeSearchEntries, type SearchEntry } from '../write/search-entries.js';
import { searchAssetOf, searchIndexFiles } from '../write/search-index.js';
import { unsafeWriteProblem, writeFileInside } from '../write/write-inside.js';
import { MAX_SHARDS, shardRoutes, type Shard } from './shard.js';

/** The folder of an output holding the shards' search parts until `docsgen merge` replaces them with the index. */
export const SEARCH_PARTS_DIR = '.docsgen-search';

/**
 * Route places a part may name: far beyond any site (Microsoft Graph's spec makes 12,000 pages), so a
 * forged place cannot make the merge allocate for it.
 */
const MAX_ROUTE_PLACE = 10_000_000;

const storedSection = z.tuple([z.string(), z.string(), z.string()]);

/** A page's index entry (SearchEntry): its URL is a path of the site, its counted words `word count …` pairs. */
const searchEntrySchema = z.object({
  u: z.string().regex(/^\/(?![/\\])[^\u0000-\u001f\u007f\\]*$/, 'not a path of the site'),
  t: z.string(),
  g: z.string(),
  h: z.string(),
  x: z.string().optional(),
  w: z.object({ distinct: z.number().int().min(0), counts: z.string().regex(/^(?:[^ ]+ \d{1,9}(?: [^ ]+ \d{1,9})*)?$/, 'not counted words') }).optional(),
  s: z.array(storedSection),
});

/** One shard's part: its routes' entries by their index in the graph's route order. */
const searchPartSchema = z.object({
  format: z.literal(1),
  shard: z
    .object({ index: z.number().int().min(1), count: z.number().int().min(1).max(MAX_SHARDS) })
    .refine((shard) => shard.index <= shard.count, 'the shard index is over the count'),
  mode: z.enum(['history', 'hash']),
  /** A key of the site's URLs: parts of different builds do not mix. */
  site: z.string().max(64),
  /** Whether the site has a search index (a theme without a search dialog has none: the merge only checks the parts). */
  index: z.boolean(),
  entries: z.array(z.tuple([z.number().int().min(0).max(MAX_ROUTE_PLACE), z.array(searchEntrySchema)])),
});

type SearchPart = z.infer<typeof searchPartSchema>;

/** Writes the share's part into the output folder (after the build wrote it). */
export function writeSearchPart(outDir: string, graph: RouteGraph, options: { shard: Shard; mode: 'history' | 'hash'; index: boolean }): void {
  const own = new Set(shardRoutes(graph, options.shard));
  const entries: [number, SearchEntry[]][] = [];
  [...graph.routes.values()].forEach((route, i) => {
    if (options.index && own.has(route)) entries.push([i, routeSearchEntries(route, graph)]);
  });
  const part: SearchPart = { format: 1, shard: options.shard, mode: options.mode, site: siteKey(graph), index: options.index, entries };
  const file = outputFile(outDir, partName(options.shard));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(part));
}

export interface MergeResult {
  diagnostics: Diagnostic[];
  /** Files of the index written (with their precompressed copies). */
  files: number;
  /** Shards merged. */
  shards: number;
}

/**
 * Builds the search index of a sharded build from the parts in `dir` (the shards' output folders copied
 * into one) and removes them. Parts of missing shards, of different builds, or that are not what a shard
 * writes (a damaged or forged file) are `shard/incomplete`. Only regular files inside `dir` are read and
 * written: a symbolic link on the way is `output/unsafe`, and nothing is written.
 */
export async function mergeSearchParts(dir: string): Promise<MergeResult> {
  const folder = path.join(dir, SEARCH_PARTS_DIR);
  const result = (diagnostics: Diagnostic[]): MergeResult => ({ diagnostics, files: 0, shards: 0 });
  const fail = (message: string, hint: string): MergeResult => result([createDiagnostic('shard/incomplete', { message, hint })]);
  // Only a folder docsgen's shards wrote (their marker came with them) is written into.
  if (!existsSync(path.join(dir, OUTPUT_MARKER))) {
    return fail(
      `${dir} is not the output of docsgen builds (it has no ${OUTPUT_MARKER} file)`,
      'Copy the output folder of every `docsgen build --shard i/n` job into one folder, marker file included, then run docsgen merge on it.',
    );
  }
  // The parts are read and then deleted: never through a link (which would delete the files it points to).
  const linked = unsafeWriteProblem(dir, SEARCH_PARTS_DIR, true);
  if (linked) return result([unsafeLink(SEARCH_PARTS_DIR, linked)]);
  const names = existsSync(folder) ? readdirSync(folder).filter((name) => PART_NAME.test(name)) : [];
  // The parts go once read into the index; the folder too, when nothing else is in it.
  const removeParts = () => {
    for (const name of names) rmSync(path.join(folder, name), { force: true });
    try {
      rmdirSync(folder);
    } catch {
      // Something else is in it: left there.
    }
  };
  if (names.length === 0) {
    return fail(
      `${dir} holds no search parts (${SEARCH_PARTS_DIR}/part-<i>-of-<n>.json)`,
      'Copy the output folder of every `docsgen build --shard i/n` job into this folder first, then run docsgen merge on it once.',
    );
  }
  const read = names.map((name) => readPart(dir, name));
  const invalid = read.flatMap((r) => ('problem' in r ? [r.problem] : []));
  if (invalid.length > 0) return result(invalid);
  const parts = read.map((r) => (r as { part: SearchPart }).part);
  const { count } = parts[0]!.shard;
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !parts.some((p) => p.shard.index === i));
  if (parts.some((p) => p.shard.count !== count || p.site !== parts[0]!.site || p.mode !== parts[0]!.mode || p.index !== parts[0]!.index)) {
    return fail(
      'The search parts come from different builds (other pages, shard counts or router modes)',
      'Build every shard of the same commit with the same --shard i/n count, into fresh folders.',
    );
  }
  if (missing.length > 0) {
    return fail(
      `The search parts of shard${missing.length > 1 ? 's' : ''} ${missing.join(', ')} of ${count} are missing`,
      'Copy the output folder of every shard into this folder (each job uploads its own), then run docsgen merge again.',
    );
  }
  const pages = parts.flatMap((p) => p.entries).sort((a, b) => a[0] - b[0]);
  if (pages.some(([at], i) => i > 0 && pages[i - 1]![0] === at)) {
    return fail(
      'The search parts come from different builds (two of them index the same page)',
      'Build every shard of the same commit with the same --shard i/n count, into fresh folders.',
    );
  }
  if (!parts[0]!.index) {
    removeParts();
    return { diagnostics: [], files: 0, shards: count };
  }
  const entries = pages.flatMap(([, list]) => list);
  const { mode } = parts[0]!;
  const asset = searchAssetOf(searchIndexUrl(mode === 'hash' ? 'js' : 'json'), searchIndexFiles(entries, mode));
  // Every file the index writes, precompressed copies included, checked before the first is written: all or nothing.
  const written = [asset, ...(asset.companions ?? [])].flatMap(({ url, contents }) => {
    const rel = url.slice(1);
    return getsPrecompressed(rel, contents.byteLength) ? [rel, rel + PRECOMPRESSED_SUFFIX.br, rel + PRECOMPRESSED_SUFFIX.gzip] : [rel];
  });
  const unsafe = written.flatMap((rel) => {
    const problem = unsafeWriteProblem(dir, rel);
    return problem ? [unsafeLink(rel, problem)] : [];
  });
  if (unsafe.length > 0) return result(unsafe);
  let files = 0;
  const precompressor = createPrecompressor({
    write(rel, contents) {
      writeFileInside(dir, rel, contents);
      files++;
    },
    keep: () => false,
  });
  // As the build writes them (write/write-site.ts): the entry with the bundle's compression, then its companions.
  const put = (url: string, contents: Uint8Array, best = false) => {
    const rel = url.slice(1);
    writeFileInside(dir, rel, contents);
    files++;
    precompressor.compress(rel, contents, { best });
  };
  put(asset.url, asset.contents, true);
  for (const companion of asset.companions ?? []) put(companion.url, companion.contents);
  await precompressor.done();
  removeParts();
  return { diagnostics: [], files, shards: count };
}

/** A part file's name: the shard it claims to be, which its contents must repeat. */
const PART_NAME = /^part-(\d{1,9})-of-(\d{1,9})\.json$/;

/** Reads and validates one part: a regular file holding what writeSearchPart writes, for the shard its name says. */
function readPart(dir: string, name: string): { part: SearchPart } | { problem: Diagnostic } {
  const rel = `${SEARCH_PARTS_DIR}/${name}`;
  const linked = unsafeWriteProblem(dir, rel);
  if (linked) return { problem: unsafeLink(rel, linked) };
  const damaged = (what: string) => ({
    problem: createDiagnostic('shard/incomplete', {
      message: `${rel} is not a search part docsgen wrote: ${what}`,
      file: rel,
      hint: 'Copy the output folders of the `docsgen build --shard i/n` jobs as they wrote them; build the shard again if its part was damaged.',
    }),
  });
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path.join(dir, rel), 'utf8'));
  } catch (error) {
    return damaged(`it cannot be read as JSON (${(error as Error).message})`);
  }
  const parsed = searchPartSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return damaged(`${issue.path.join('.') || 'the file'}: ${issue.message}`);
  }
  const [, index, count] = PART_NAME.exec(name)!;
  if (parsed.data.shard.index !== Number(index) || parsed.data.shard.count !== Number(count)) {
    return damaged(`it holds the part of shard ${parsed.data.shard.index}/${parsed.data.shard.count}`);
  }
  return { part: parsed.data };
}

function unsafeLink(rel: string, problem: string): Diagnostic {
  return createDiagnostic('output/unsafe', {
    message: `${problem}: docsgen merge reads and writes only regular files inside the folder it merges, never through a link. Nothing was written.`,
    file: rel,
    hint: "Copy the shards' output folders without links (they hold none), then run docsgen merge again.",
  });
}

function partName(shard: Shard): string {
  return `${SEARCH_PARTS_DIR}/part-${shard.index}-of-${shard.count}.json`;
}

function siteKey(graph: RouteGraph): string {
  return contentHash([...graph.routes.keys()].join('\n'), 16);
}
