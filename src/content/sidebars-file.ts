// Loads a docs instance's sidebars file (Docusaurus's sidebars.js/.cjs/.mjs/.ts/.json/.yaml) as a plain
// value, with a way to find where an item is written. A JS/TS file is bundled with esbuild into the cache
// folder and imported; no string is ever evaluated. The sidebar rules live in sidebars-resolve.ts.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SourceMap, type SourceMapPayload, type SourceMapping } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Message } from 'esbuild';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { relativePosix } from '../util/paths.js';
import { parseYaml, positionOf, type YamlSource } from '../util/yaml-positions.js';
import { importEsbuild, importModule } from '../util/import-module.js';

export interface SidebarsFile {
  /** Site-relative path (posix). */
  file: string;
  /** What the file exports (its default export) or holds. */
  value: unknown;
  /**
   * Where the item at `keyPath` is written: the real position in JSON and YAML; in JS and TS, the place
   * `text` is written as a string literal for the `nth` time (from 0; the last one when fewer; 1:1 when
   * nowhere).
   */
  locate: (keyPath: readonly PropertyKey[], text?: string, nth?: number) => { line: number; column: number };
}

/** Reads, bundles and imports one sidebars file; undefined (with a diagnostic) when it cannot be loaded. */
export async function loadSidebarsFile(options: {
  siteDir: string;
  abs: string;
  cacheDir: string;
}): Promise<{ value?: SidebarsFile; diagnostics: Diagnostic[] }> {
  const file = relativePosix(options.siteDir, options.abs);
  const fail = (message: string, at: { line?: number; column?: number } = {}, hint?: string) => ({
    diagnostics: [
      createDiagnostic('sidebar/invalid', {
        message,
        file,
        line: at.line ?? 1,
        column: at.column ?? 1,
        hint: hint ?? 'Fix the sidebars file, or remove `sidebarPath` from site.config.yaml to generate the sidebar from the folders.',
      }),
    ],
  });
  let text: string;
  try {
    // A link out of the site is not followed (inputs are confined to the site folder).
    const real = await realpath(options.abs);
    const site = await realpath(options.siteDir);
    if (path.relative(site, real).startsWith('..')) return fail('The sidebars file is a link to a file outside the site folder.');
    text = (await readFile(real, 'utf8')).replace(/^\uFEFF/, '');
  } catch {
    return fail(`Cannot read the sidebars file ${file}.`, {}, 'Check `sidebarPath` in site.config.yaml: it is relative to the site folder.');
  }
  if (/\.(json|ya?ml)$/i.test(options.abs)) return parseDataFile(file, text, fail);
  const loaded = await importScript(options, file);
  if ('problem' in loaded) return fail(loaded.problem.message, loaded.problem);
  return { value: { file, value: loaded.value, locate: (_path, literal, nth) => findLiteral(text, literal, nth) }, diagnostics: [] };
}

type Fail = (message: string, at?: { line?: number; column?: number }) => { diagnostics: Diagnostic[] };

function parseDataFile(file: string, text: string, fail: Fail): { value?: SidebarsFile; diagnostics: Diagnostic[] } {
  const { source, problems } = parseYaml(text);
  if (problems.length) {
    // JSON that YAML reads differently (tabs in odd places) is still JSON: take it, without positions.
    if (/\.json$/i.test(file)) {
      try {
        const value: unknown = JSON.parse(text);
        return { value: { file, value, locate: () => ({ line: 1, column: 1 }) }, diagnostics: [] };
      } catch {
        // Reported below, at the YAML parser's position.
      }
    }
    return fail(`Not valid ${/\.json$/i.test(file) ? 'JSON' : 'YAML'}: ${problems[0]!.message}`, problems[0]);
  }
  const value: unknown = source.doc.toJS({ maxAliasCount: 100 });
  return { value: { file, value, locate: (keyPath) => positionOf(source as YamlSource, keyPath) }, diagnostics: [] };
}

/** The file's default export, bundled (its own imports included) and imported from the cache folder. */
async function importScript(
  options: { siteDir: string; abs: string; cacheDir: string },
  file: string,
): Promise<{ value: unknown } | { problem: { message: string; line: number; column: number } }> {
  let code: string;
  let inputs: string[];
  const outDir = path.join(options.cacheDir, 'sidebars');
  try {
    // Loaded by the first sidebars file: a site without one never loads esbuild for it.
    const { build } = await importEsbuild();
    const result = await build({
      entryPoints: [options.abs],
      absWorkingDir: options.siteDir,
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // Packages are imported from the site's node_modules as they are; the site's own files are bundled.
      packages: 'external',
      sourcemap: 'inline',
      sourcesContent: false,
      metafile: true,
      logLevel: 'silent',
      outfile: path.join(outDir, 'sidebars.mjs'),
      // The file runs from the cache folder: where it is, as it sees it, stays where it was written.
      define: {
        __dirname: JSON.stringify(path.dirname(options.abs)),
        __filename: JSON.stringify(options.abs),
        'import.meta.url': JSON.stringify(pathToFileURL(options.abs).href),
        'import.meta.dirname': JSON.stringify(path.dirname(options.abs)),
        'import.meta.filename': JSON.stringify(options.abs),
      },
      // esbuild's CommonJS wrapper needs a `require` for Node built-ins and packages.
      banner: {
        js: `import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(${JSON.stringify(pathToFileURL(options.abs).href)});`,
      },
    });
    code = result.outputFiles[0]!.text;
    inputs = Object.keys(result.metafile.inputs);
  } catch (error) {
    const first = (error as { errors?: Message[] }).errors?.[0];
    return {
      problem: {
        message: `The sidebars file does not compile: ${first?.text ?? (error as Error).message}`,
        line: first?.location?.line ?? 1,
        column: (first?.location?.column ?? 0) + 1,
      },
    };
  }
  const outside = inputs.find((input) => path.relative(options.siteDir, path.resolve(options.siteDir, input)).startsWith('..'));
  if (outside) return { problem: { message: `The sidebars file imports ${outside}, outside the site folder.`, line: 1, column: 1 } };
  // One file per content: the same sidebars file is imported once per process, an edit gets a new module
  // (and the file of its previous content goes).
  const prefix = createHash('sha256').update(options.abs).digest('hex').slice(0, 12);
  const name = `${prefix}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  const target = path.join(outDir, name);
  await mkdir(outDir, { recursive: true });
  await writeFile(target, code);
  for (const old of await readdir(outDir)) {
    if (old.startsWith(`${prefix}-`) && old !== name) await rm(path.join(outDir, old), { force: true });
  }
  try {
    const mod = await importModule<{ default?: unknown }>(pathToFileURL(target).href);
    return { value: mod.default };
  } catch (error) {
    const stack = error instanceof Error ? (error.stack ?? '') : '';
    // The whole message, less the require stack (temporary paths) Node adds below a missing module's.
    const message = (error instanceof Error ? error.message : String(error)).replace(/\n+Require stack:[\s\S]*$/, '').trimEnd();
    return { problem: { message: `The sidebars file throws: ${message}`, ...throwingLine(stack, target, code, options.abs) } };
  }
}

/**
 * Line and column in the sidebars file of the first stack frame in the bundle, through the bundle's
 * inline source map (read here: Node maps stacks itself only when nothing has replaced its stack
 * formatting). 1:1 when no frame maps to the file.
 */
function throwingLine(stack: string, bundle: string, code: string, file: string): { line: number; column: number } {
  const inline = /\/\/# sourceMappingURL=data:application\/json;base64,(\S+)\s*$/.exec(code);
  if (!inline) return { line: 1, column: 1 };
  const map = new SourceMap(JSON.parse(Buffer.from(inline[1]!, 'base64').toString('utf8')) as SourceMapPayload);
  const bundleName = path.basename(bundle);
  for (const frame of stack.split('\n')) {
    // Already mapped (node --enable-source-maps): the frame names the sidebars file itself.
    const own = frame.lastIndexOf(file);
    const mapped = own >= 0 ? /^:(\d+):(\d+)/.exec(frame.slice(own + file.length)) : null;
    if (mapped) return { line: Number(mapped[1]), column: Number(mapped[2]) };
    const at = frame.lastIndexOf(bundleName);
    const match = at >= 0 ? /^:(\d+):(\d+)/.exec(frame.slice(at + bundleName.length)) : null;
    if (!match) continue;
    const entry = map.findEntry(Number(match[1]) - 1, Number(match[2]) - 1) as Partial<SourceMapping>;
    if (entry.originalSource && path.basename(entry.originalSource) === path.basename(file) && entry.originalLine !== undefined) {
      return { line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
    }
  }
  return { line: 1, column: 1 };
}

/** Where `literal` is written as a string ('…', "…" or `…`) for the `nth` time in a script; 1:1 when nowhere. */
function findLiteral(text: string, literal: string | undefined, nth = 0): { line: number; column: number } {
  if (literal === undefined) return { line: 1, column: 1 };
  const places: number[] = [];
  // As written, or with its control characters escaped as JSON escapes them (`'java\tscript:…'`).
  const escaped = JSON.stringify(literal).slice(1, -1).replaceAll('\\"', '"');
  for (const body of escaped === literal ? [literal] : [literal, escaped]) {
    for (const quote of ["'", '"', '`']) {
      const needle = `${quote}${body}${quote}`;
      for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) places.push(at);
    }
  }
  if (!places.length) return { line: 1, column: 1 };
  places.sort((a, b) => a - b);
  const index = places[Math.min(nth, places.length - 1)]!;
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
}
