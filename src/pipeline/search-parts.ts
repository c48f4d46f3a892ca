// The search index of a sharded build. Its word scores depend on every page's text, which only the shard
// that owns a page parses, so no shard can write it: each writes its own pages' index entries (with their
// places in the site's route order) into a part file in its output folder, and `docsgen merge`, run on
// the shards' folders copied into one, builds the index from the parts exactly as an unsharded build does
// (with the same precompressed twins) and removes them.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import type { RouteGraph } from '../routes/types.js';
import { searchIndexUrl } from '../routes/urls.js';
import { contentHash } from '../util/hash.js';
import { OUTPUT_MARKER, outputFile } from '../write/output-dir.js';
import { createTwinWriter } from '../write/precompress.js';
import { routeSearchEntries, searchAssetOf, searchIndexFiles, type SearchEntry } from '../write/search-index.js';
import { shardRoutes, type Shard } from './shard.js';

/** The folder of an output holding the shards' search parts until `docsgen merge` replaces them with the index. */
export const SEARCH_PARTS_DIR = '.docsgen-search';

/** One shard's part: its routes' entries by their index in the graph's route order. */
interface SearchPart {
  format: 1;
  shard: Shard;
  mode: 'history' | 'hash';
  /** A key of the site's URLs: parts of different builds do not mix. */
  site: string;
  /** Whether the site has a search index (a theme without a search dialog has none: the merge only checks the parts). */
  index: boolean;
  entries: [number, SearchEntry[]][];
}

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
  /** Files of the index written (with their twins). */
  files: number;
  /** Shards merged. */
  shards: number;
}

/**
 * Builds the search index of a sharded build from the parts in `dir` (the shards' output folders copied
 * into one) and removes them. Parts of missing shards, or of different builds, are `shard/incomplete`.
 */
export async function mergeSearchParts(dir: string): Promise<MergeResult> {
  const folder = path.join(dir, SEARCH_PARTS_DIR);
  const fail = (message: string, hint: string): MergeResult => ({ diagnostics: [createDiagnostic('shard/incomplete', { message, hint })], files: 0, shards: 0 });
  // Only a folder docsgen's shards wrote (their marker came with them) is written into.
  if (!existsSync(path.join(dir, OUTPUT_MARKER))) {
    return fail(`${dir} is not the output of docsgen builds (it has no ${OUTPUT_MARKER} file)`, 'Copy the output folder of every `docsgen build --shard i/n` job into one folder, marker file included, then run docsgen merge on it.');
  }
  const names = existsSync(folder) ? readdirSync(folder).filter((name) => /^part-\d+-of-\d+\.json$/.test(name)) : [];
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
    return fail(`${dir} holds no search parts (${SEARCH_PARTS_DIR}/part-<i>-of-<n>.json)`, 'Copy the output folder of every `docsgen build --shard i/n` job into this folder first, then run docsgen merge on it once.');
  }
  const parts = names.map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as SearchPart);
  const { count } = parts[0]!.shard;
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !parts.some((p) => p.shard.index === i));
  if (missing.length > 0) {
    return fail(`The search parts of shard${missing.length > 1 ? 's' : ''} ${missing.join(', ')} of ${count} are missing`, 'Copy the output folder of every shard into this folder (each job uploads its own), then run docsgen merge again.');
  }
  if (parts.some((p) => p.format !== 1 || p.shard.count !== count || p.site !== parts[0]!.site || p.mode !== parts[0]!.mode || p.index !== parts[0]!.index)) {
    return fail('The search parts come from different builds (other pages, shard counts or router modes)', 'Build every shard of the same commit with the same --shard i/n count, into fresh folders.');
  }
  if (!parts[0]!.index) {
    removeParts();
    return { diagnostics: [], files: 0, shards: count };
  }
  const entries = parts.flatMap((p) => p.entries).sort((a, b) => a[0] - b[0]).flatMap(([, list]) => list);
  const { mode } = parts[0]!;
  const asset = searchAssetOf(searchIndexUrl(mode === 'hash' ? 'js' : 'json'), searchIndexFiles(entries, mode));
  let files = 0;
  const twins = createTwinWriter({
    write(rel, contents) {
      writeFileSync(outputFile(dir, rel), contents);
      files++;
    },
    keep: () => false,
  });
  // As the build writes them (write/write-site.ts): the entry with the bundle's compression, then its companions.
  const put = (url: string, contents: Uint8Array, best = false) => {
    const rel = url.slice(1);
    const file = outputFile(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, contents);
    files++;
    twins.compress(rel, contents, { best });
  };
  put(asset.url, asset.contents, true);
  for (const companion of asset.companions ?? []) put(companion.url, companion.contents);
  await twins.done();
  removeParts();
  return { diagnostics: [], files, shards: count };
}

function partName(shard: Shard): string {
  return `${SEARCH_PARTS_DIR}/part-${shard.index}-of-${shard.count}.json`;
}

function siteKey(graph: RouteGraph): string {
  return contentHash([...graph.routes.keys()].join('\n'), 16);
}
