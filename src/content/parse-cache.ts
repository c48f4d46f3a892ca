// A content-addressed cache of parsed markdown files on disk (v8 serialisation keeps the tree's shared
// references, so links still point into their tree). Keyed by the text, the parse job and the code
// version, so it can never serve a result that parsing would not give. A file's head (its outline) lives
// in the heads pack, its body (its HTML and its sections' text, most of its bytes) in a body pack, read
// only when a page asks for it: a build that renders few pages reads little more than the outlines.
// Neither is a file a page: making a file costs a file system many times what writing into one does.
import { CacheEntryDamaged, openEntry, readEntry, sealEntry, writeEntry } from '../util/cache-file.js';
import { mkdirSync, rmSync } from 'node:fs';
import { lstat, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { contentHash } from '../util/hash.js';
import type { CompiledMarkdown } from '../markdown/compile.js';
import { SEARCH_JSON } from '../markdown/search-json.js';
import { BODY_KEY } from '../markdown/body-key.js';
import type { ParsedFile, ParseJob } from './parse-file.js';
import { bodyEntryKey, bodyPackWriter, compact, readBody, type BodyAt } from './body-pack.js';
import { readHeadsPack, readValuesPack, sameHeads, samePacked, writeHeadsPack, writeValuesPack, type Head, type Packed } from './cache-packs.js';

/** What a cached file's body holds: the large parts of its markdown. */
type Body = Pick<CompiledMarkdown, 'html' | 'sections'>;

/**
 * A head's markdown holds its search summary (CompiledMarkdown.search: counted words, most of a head's
 * bytes) as JSON under this key, parsed only when the search index asks for it: a build reads every head,
 * and building each summary's objects is most of that work. (JSON, not v8's serialization: the search
 * worker parses JSON faster than v8.deserialize reads it.)
 */
const SEARCH_APART = 'searchJson';

export interface ParseCache {
  /**
   * `stamp`: the hash of the file's bytes, when the caller knows it (recorded for getStamped), or what
   * gives it, asked only on a hit.
   */
  get(text: string, job: ParseJob, stamp?: string | (() => string | undefined)): ParsedFile | undefined;
  /**
   * `stamp`: as for `get` (the next build finds the file by it, unread). Returns the value the build
   * goes on with: `parsed`, with its search summary as the JSON a later build's `get` gives (so that the
   * search index takes the page for the same one, and reads the JSON, not the objects).
   */
  set(text: string, job: ParseJob, parsed: ParsedFile, stamp?: string): ParsedFile;
  /**
   * The file whose bytes hash to `stamp` (the build state's stamp of an unchanged input), when the last
   * build read it through `get` with that stamp: its text need not even be read.
   */
  getStamped?(stamp: string, job: ParseJob): ParsedFile | undefined;
  /**
   * A file the last build used whose body compiled under `bodyKey` (ParsedFile.bodyKey): its compiled
   * markdown serves a file whose front matter alone changed (withCompiledBody).
   */
  getByBody?(bodyKey: string): ParsedFile | undefined;
  /** Any other plain value derived from a source text (the API model of a spec). */
  getValue<T>(namespace: string, text: string): T | undefined;
  setValue(namespace: string, text: string, value: unknown): void;
  /**
   * Writes down what the next build reads first (see HEADS_PACK), on the thread pool; called once a site
   * is loaded. Never rejects: a pack that cannot be written only costs the next build time.
   */
  save?(): Promise<void>;
  /** How many heads the last build's pack holds (what this build may find without parsing). */
  heads?: number;
  hits: number;
  misses: number;
}

/**
 * The heads of the files builds used within a day, in one file: the next build reads it once instead of
 * a file per page. On disk: the length of its index (4 bytes), the index (v8-serialized PackIndex), then
 * every head's bytes in turn, read as views of the one buffer (v8's serialization of separate buffers
 * calls back into JavaScript for each, writing and reading).
 */
const HEADS_PACK = 'heads.pack';

/**
 * The small values (getValue, setValue) builds used within a day, in one file as the heads are: a
 * highlighted code block, an outline or a compiled MDX module each. A value bigger than
 * PACKED_VALUE_MAX_BYTES (an API model) is a file of its own, read only by a build that asks for it, and
 * the pack names it (IN_ITS_FILE): a value the pack does not name is not looked for.
 */
const VALUES_PACK = 'values.pack';
const PACKED_VALUE_MAX_BYTES = 64 * 1024;
/** A values pack's entry for a value in a file of its own (a sealed entry is never empty). */
const IN_ITS_FILE = new Uint8Array(0);

/**
 * Once a day (the marker file's time), saving removes the entries no head or value this build kept
 * uses that are older than a day: a concurrent build or dev server of the same site uses what this one
 * uses, and whatever else it needs was written within the day. A removed entry only costs a parse.
 */
const PRUNE_MARKER = 'pruned';

/**
 * The names of the files the parse cache writes (values, body packs, writeCacheFile's temporaries), and
 * those older docsgen versions wrote (a head or a body a file).
 */
const ENTRY_NAME =
  /^(?:[0-9a-f]{24}(?:\.body)?\.bin|(?:[0-9a-f]{24}(?:\.body)?\.bin|(?:heads|values)\.pack)\.\d+(?:\.\d+)?\.tmp|\d+-\d+-\d+-[0-9a-z]+\.bodies)$/;
const PRUNE_AGE_MS = 24 * 60 * 60 * 1000;

/** A head's `seen` time is written anew only when it is older than this: a build that changed nothing writes nothing. */
const SEEN_REFRESH_MS = 60 * 60 * 1000;

export function createParseCache(dir: string, codeVersion: string): ParseCache {
  const folder = path.join(dir, 'markdown');
  mkdirSync(folder, { recursive: true });
  const packFile = path.join(folder, HEADS_PACK);
  const pack = readHeadsPack(packFile, codeVersion);
  const packed = pack?.heads;
  const writer = bodyPackWriter(folder);
  // The heads this build reads or writes, by name, and by stamp and body key: with the last pack's heads
  // used within a day, the next build's pack.
  const used = new Map<string, Head>();
  const usedStamps = new Map<string, string>();
  const usedBodies = new Map<string, string>();
  // Values (getValue, setValue) this build read or wrote: a file's name, kept by pruning, or a small
  // value's entry, with the last pack's values used within a day the next values pack.
  const usedValues = new Set<string>();
  const valuesFile = path.join(folder, VALUES_PACK);
  let packedValues: Map<string, Packed> | undefined;
  const lastValues = () => (packedValues ??= readValuesPack(valuesFile, codeVersion) ?? new Map());
  const usedPacked = new Map<string, Packed>();
  const stampKey = (stamp: string, job: ParseJob) => `${stamp}\0${JSON.stringify(job)}`;
  /** The last pack's head `name` made whole (undefined if it cannot be read), counted as a hit or a miss. */
  const open = (name: string): ParsedFile | undefined => {
    const head = used.get(name) ?? packed?.get(name);
    let parsed: ParsedFile | undefined;
    try {
      const payload = head && openEntry(head.bytes, name);
      parsed = payload && withBody(deserialize(payload) as ParsedFile, name, head.body, folder, packFile);
    } catch {
      parsed = undefined;
    }
    if (parsed && head) {
      used.set(name, { ...head, seen: refreshed(head.seen) });
      if (parsed.bodyKey) usedBodies.set(parsed.bodyKey, name);
      cache.hits++;
    } else cache.misses++;
    return parsed;
  };
  const nameOf = (text: string, job: ParseJob) => path.basename(keyFile(JSON.stringify(job), text));
  const keyFile = (namespace: string, text: string) => path.join(folder, `${contentHash(`${codeVersion}\0${namespace}\0${text}`, 24)}.bin`);
  const read = <T>(file: string): T | undefined => deserializeOrUndefined<T>(readEntry(file, path.basename(file)));
  const cache: ParseCache = {
    heads: packed?.size ?? 0,
    hits: 0,
    misses: 0,
    get(text, job, stamp) {
      const name = nameOf(text, job);
      const parsed = open(name);
      const known = parsed && (typeof stamp === 'function' ? stamp() : stamp);
      if (known) usedStamps.set(stampKey(known, job), name);
      return parsed;
    },
    getStamped(stamp, job) {
      const key = stampKey(stamp, job);
      const name = pack?.stamped.get(key);
      if (!name || !packed?.has(name)) return undefined;
      const parsed = open(name);
      if (parsed) usedStamps.set(key, name);
      return parsed;
    },
    getByBody(bodyKey) {
      const name = pack?.bodies.get(bodyKey);
      return name && packed?.has(name) ? open(name) : undefined;
    },
    set(text, job, parsed, stamp) {
      const name = nameOf(text, job);
      const { html, sections, search, ...head } = parsed.markdown;
      const searchJson = search ? JSON.stringify(search) : undefined;
      const markdown = searchJson !== undefined ? { ...head, [SEARCH_APART]: searchJson } : head;
      // Named by its entry, like a value read back from it (see body-key.ts), whether or not it is written.
      const body = withBodyKey({ ...head, html, sections }, name);
      const result = { ...parsed, markdown: searchJson !== undefined ? withSearchJson(body, searchJson) : (body as CompiledMarkdown) };
      const at = writer.append(bodyEntryKey(name), serialize({ html, sections } satisfies Body));
      if (!at) return result;
      used.set(name, { bytes: sealEntry(name, serialize({ ...parsed, markdown })), body: at, seen: Date.now() });
      if (stamp) usedStamps.set(stampKey(stamp, job), name);
      if (parsed.bodyKey) usedBodies.set(parsed.bodyKey, name);
      return result;
    },
    save() {
      const now = Date.now();
      // The last pack's heads this build did not use stay for a day (another build of the site, dev with
      // other options, a branch switched back to), with their stamps and body keys.
      const heads = new Map(used);
      for (const [name, head] of packed ?? []) if (!heads.has(name) && now - head.seen < PRUNE_AGE_MS) heads.set(name, head);
      compact(folder, heads, writer);
      const stamped = keepOf(pack?.stamped, usedStamps, heads);
      const bodies = keepOf(pack?.bodies, usedBodies, heads);
      const packs = new Set([...heads.values()].map((head) => head.body[0]));
      const pruned = pruneDaily(folder, (name) => packs.has(name) || usedValues.has(name));
      // The values pack, as the heads: written anew only by a build that used a value, when it changed.
      const values = new Map(usedPacked);
      if (usedPacked.size > 0) for (const [name, value] of lastValues()) if (!values.has(name) && now - value.seen < PRUNE_AGE_MS) values.set(name, value);
      const writes = [pruned];
      if (usedPacked.size > 0 && !samePacked(lastValues(), values)) writes.push(writeValuesPack(valuesFile, codeVersion, values));
      const sameHeadsPack = sameHeads(packed, heads) && sameMap(pack?.stamped, stamped) && sameMap(pack?.bodies, bodies);
      if (!sameHeadsPack) writes.push(writeHeadsPack(packFile, { codeVersion, heads, stamped, bodies }));
      return Promise.all(writes).then(() => undefined);
    },
    getValue<T>(namespace: string, text: string) {
      const file = keyFile(namespace, text);
      const name = path.basename(file);
      // Only what the values pack names is looked for: a lookup that misses costs no file system call.
      const kept = usedPacked.get(name) ?? lastValues().get(name);
      if (!kept) return undefined;
      const value = kept.bytes.length === 0 ? read<T>(file) : deserializeOrUndefined<T>(openEntry(kept.bytes, name));
      if (value === undefined) return undefined;
      if (kept.bytes.length === 0) usedValues.add(name);
      usedPacked.set(name, { bytes: kept.bytes, seen: refreshed(kept.seen) });
      return value;
    },
    setValue(namespace, text, value) {
      const file = keyFile(namespace, text);
      const name = path.basename(file);
      const bytes = serialize(value);
      if (bytes.length <= PACKED_VALUE_MAX_BYTES) usedPacked.set(name, { bytes: sealEntry(name, bytes), seen: Date.now() });
      else if (writeEntry(file, name, bytes)) {
        usedValues.add(name);
        usedPacked.set(name, { bytes: IN_ITS_FILE, seen: Date.now() });
      }
    },
  };
  return cache;
}

/** A `seen` time as a build that uses its entry now records it (see SEEN_REFRESH_MS). */
const refreshed = (seen: number): number => (Date.now() - seen < SEEN_REFRESH_MS ? seen : Date.now());

/** A v8-serialized value, or undefined when there is none or it does not read. */
function deserializeOrUndefined<T>(payload: Uint8Array | undefined): T | undefined {
  try {
    return payload && (deserialize(payload) as T);
  } catch {
    return undefined;
  }
}

/** `last`'s entries that name a head in `heads`, then `now`'s (this build's, which win). */
function keepOf(last: Map<string, string> | undefined, now: Map<string, string>, heads: Map<string, Head>): Map<string, string> {
  const kept = new Map<string, string>();
  for (const [key, name] of last ?? []) if (heads.has(name) && !now.has(key)) kept.set(key, name);
  for (const [key, name] of now) if (heads.has(name)) kept.set(key, name);
  return kept;
}

function sameMap(a: Map<string, string> | undefined, b: Map<string, string>): boolean {
  return a !== undefined && a.size === b.size && [...b].every(([key, value]) => a.get(key) === value);
}

/**
 * Removes the folder's entries that `keep` does not name and that are older than PRUNE_AGE_MS, when the
 * last pruning is that old (see PRUNE_MARKER). Never rejects: what is not removed is removed next time.
 */
async function pruneDaily(folder: string, keep: (name: string) => boolean): Promise<void> {
  const marker = path.join(folder, PRUNE_MARKER);
  const now = Date.now();
  try {
    if (now - (await stat(marker)).mtimeMs < PRUNE_AGE_MS) return;
  } catch {
    // Never pruned: the marker is made now, and the folder pruned a day later.
    await writeFile(marker, '').catch(() => undefined);
    return;
  }
  try {
    await utimes(marker, now / 1000, now / 1000);
    for (const name of await readdir(folder)) {
      // Entries, and what a killed build left half-written (`*.tmp`): never the pack or the marker, and
      // nothing docsgen did not name (nor a link, nor a folder).
      if (!ENTRY_NAME.test(name) || keep(name)) continue;
      const file = path.join(folder, name);
      const entry = await lstat(file);
      if (entry.isFile() && now - entry.mtimeMs > PRUNE_AGE_MS) await rm(file, { force: true });
    }
  } catch {
    // A file removed meanwhile, or a folder that cannot be read: left for the next time.
  }
}

/**
 * A head entry made whole again: its markdown's `html` and `sections` read its body from its body pack
 * when asked (each time: pages read them once or twice, and holding them would hold the whole site), and
 * its `search` is parsed from its JSON when asked (see SEARCH_APART). A body that cannot be read takes
 * the heads pack with it, so the next build parses the file again.
 */
function withBody(parsed: ParsedFile | undefined, name: string, at: BodyAt, folder: string, packFile: string): ParsedFile | undefined {
  if (!parsed) return undefined;
  const read = (): Body => {
    const payload = readBody(folder, at, bodyEntryKey(name));
    try {
      if (payload) return deserialize(payload) as Body;
    } catch {
      // Damaged: as if missing.
    }
    rmSync(packFile, { force: true });
    throw new CacheEntryDamaged(`${path.join(folder, at[0])} (${name})`);
  };
  const { [SEARCH_APART]: search, ...outline } = parsed.markdown as CompiledMarkdown & { [SEARCH_APART]?: string };
  const markdown = withBodyKey(
    Object.defineProperties(outline, {
      html: { get: () => read().html, enumerable: true },
      sections: { get: () => read().sections, enumerable: true },
    }),
    name,
  ) as CompiledMarkdown;
  return { ...parsed, markdown: search !== undefined ? withSearchJson(markdown, search) : markdown };
}

/** `markdown` (without its own `search`) with its search summary parsed from `json` when asked (see SEARCH_APART). */
function withSearchJson(markdown: Omit<CompiledMarkdown, 'search'>, json: string): CompiledMarkdown {
  return Object.defineProperties(markdown, {
    search: { get: () => JSON.parse(json) as CompiledMarkdown['search'], enumerable: true },
    [SEARCH_JSON]: { value: json },
  }) as CompiledMarkdown;
}

/** `markdown` named by its cache entry's file name (see body-key.ts). */
function withBodyKey<T extends object>(markdown: T, name: string): T {
  return Object.defineProperty(markdown, BODY_KEY, { value: name });
}

/** Whether a compiled value's body waits on disk (a cached file's; see withBody). */
export function isBodyOnDisk(markdown: CompiledMarkdown): boolean {
  return Object.getOwnPropertyDescriptor(markdown, 'html')?.get !== undefined;
}
