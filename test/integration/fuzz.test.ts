// Fuzzing (issue 12): real inputs of every kind (front matter, markdown, _category_.yml, authors.yml,
// tags.yml, site.config.yaml, the OpenAPI spec) mutated with a seeded PRNG (truncation, wrong types,
// invalid UTF-8, huge values, deep nesting, NUL bytes, BOMs, CRLF, duplicate keys, alias bombs). Every
// run must build, or fail with error diagnostics that name a file: never throw, hang or print a stack.
// The suite runs a short bounded run; `npm run fuzz` a long one (FUZZ_RUNS, FUZZ_SEED, FUZZ_SCALE).
// Below the loop: one regression test per bug the fuzzer found, named after it.
import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic, type Diagnostic } from '../../src/diagnostics/index.js';
import { createRandom, FUZZ_BASE_SITE, mutateSite } from '../helpers/fuzz.js';
import { makeSite, removeSites, runCli } from '../helpers/index.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_512);
const SCALE = Number(process.env.FUZZ_SCALE ?? (process.env.FUZZ_RUNS ? 1 : 0.2));
/** Bound on one in-process build of the small fuzz site, mutations included. */
const RUN_MS = Number(process.env.FUZZ_RUN_MS ?? 15_000);
const CLI_RUNS = Number(process.env.FUZZ_CLI_RUNS ?? 6);
const STACK_LINE = /\n\s+at .+[:(]\d+:\d+\)?/;

afterAll(removeSites);

/**
 * Writes a mutated site into `<sandbox>/site`, a sandbox of its own, so whatever a mutation makes the
 * build do can only reach that sandbox; returns the site folder (remove its parent afterwards).
 */
function writeSite(files: Record<string, string | Uint8Array>): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'docsgen-fuzz-')), 'site');
  for (const [rel, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), contents);
  }
  return dir;
}

/** What is wrong with one run's outcome, or undefined when it built or failed properly. */
function problemWith(result: { ok: boolean; diagnostics: Diagnostic[] }): string | undefined {
  for (const d of result.diagnostics) {
    if (STACK_LINE.test(`${d.message}\n${d.hint ?? ''}`)) return `stack trace in a diagnostic: ${formatDiagnostic(d).slice(0, 300)}`;
  }
  if (result.ok) return undefined;
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length === 0) return 'failed without an error diagnostic';
  const unnamed = errors.find((d) => !d.file);
  return unnamed ? `error without a file: ${formatDiagnostic(unnamed).slice(0, 300)}` : undefined;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout;
  return Promise.race([promise, new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)))]).finally(() => clearTimeout(timer));
}

test('the unmutated fuzz site builds without diagnostics', async () => {
  const dir = makeSite(FUZZ_BASE_SITE);
  const result = await build({ siteDir: dir, outDir: path.join(dir, 'out'), workers: 1 });
  expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  expect(result.ok).toBe(true);
});

test(
  `${RUNS} mutated sites (seed ${SEED}) build or fail with diagnostics naming the file, never a crash or hang`,
  async () => {
    // The seed is printed so any failure can be replayed: FUZZ_SEED=<seed> FUZZ_RUNS=<n> npm run fuzz.
    process.stdout.write(`fuzz: seed ${SEED}, ${RUNS} runs, scale ${SCALE}\n`);
    const random = createRandom(SEED);
    const failures: string[] = [];
    const outcomes = { built: 0, failed: 0 };
    for (let i = 0; i < RUNS; i++) {
      const { files, mutation } = mutateSite(random, SCALE);
      const label = `run ${i}: ${mutation.file} <- ${mutation.mutators.join(', ')}`;
      const dir = writeSite(files);
      const start = performance.now();
      try {
        const result = await withTimeout(build({ siteDir: dir, outDir: path.join(dir, 'out'), workers: 1 }), RUN_MS);
        const ms = Math.round(performance.now() - start);
        if (result === 'timeout') failures.push(`${label}: no result within ${RUN_MS} ms`);
        else {
          const problem = problemWith(result);
          if (problem) failures.push(`${label}: ${problem}`);
          else if (result.ok && !existsSync(path.join(dir, 'out', 'index.html'))) failures.push(`${label}: ok but no index.html`);
          outcomes[result.ok ? 'built' : 'failed']++;
          if (ms > RUN_MS) failures.push(`${label}: took ${ms} ms`);
        }
      } catch (error) {
        failures.push(`${label}: threw ${(error as Error).stack?.split('\n').slice(0, 4).join(' | ')}`);
      } finally {
        rmSync(path.dirname(dir), { recursive: true, force: true });
      }
    }
    process.stdout.write(`fuzz: ${outcomes.built} built, ${outcomes.failed} failed with diagnostics, ${failures.length} bad\n`);
    expect(failures).toEqual([]);
    // Both outcomes must be exercised, or the mutations are too weak (or too strong) to mean anything.
    expect(outcomes.built).toBeGreaterThan(RUNS * 0.1);
    expect(outcomes.failed).toBeGreaterThan(RUNS * 0.1);
  },
  Math.max(60_000, RUNS * RUN_MS),
);

test(`the CLI on ${CLI_RUNS} mutated sites exits 0 or 1, names the file and prints no stack trace`, async () => {
  const random = createRandom(SEED + 1);
  for (let i = 0; i < CLI_RUNS; i++) {
    const { files, mutation } = mutateSite(random, SCALE);
    const dir = makeSite(files);
    const { code, stdout, stderr } = await runCli(['build', '.', '--no-cache'], { cwd: dir });
    const label = `${mutation.file} <- ${mutation.mutators.join(', ')}`;
    expect([0, 1], `${label}\n${stderr}`).toContain(code);
    expect(stderr, label).not.toMatch(STACK_LINE);
    expect(stderr, label).not.toContain('failed unexpectedly');
    if (code === 1) expect(`${stdout}${stderr}`, label).toMatch(/(site\.config\.yaml|content\/\S+|spec\/\S+):\d+:\d+\s+error/);
  }
}, 60_000);

/** Builds FUZZ_BASE_SITE with `changes` in process and returns its error diagnostics, formatted. */
async function errorsOf(changes: Record<string, string | Uint8Array>): Promise<string[]> {
  const dir = makeSite({ ...FUZZ_BASE_SITE, ...changes });
  const result = await build({ siteDir: dir, outDir: path.join(dir, 'out'), workers: 1 });
  return result.diagnostics.filter((d) => d.severity === 'error').map((d) => formatDiagnostic(d).split('\n')[0]!);
}

describe('regressions found by fuzzing (issue 12)', () => {
  test('fuzz-deep-list-line: 10,000 nested list items or quotes on one line fail fast with markdown/invalid (micromark took 35 s, then overflowed the stack)', async () => {
    for (const prefix of ['- ', '> ', '1. ', '   - ']) {
      const start = performance.now();
      const errors = await errorsOf({ 'content/docs/intro.md': `# Intro\n\nText.\r\n${prefix.repeat(10_000)}deep\n` });
      expect(errors, prefix).toEqual([
        'content/docs/intro.md:4:1  error  markdown/invalid  Lists and block quotes (`-`, `1.`, `>`) nested more than 32 levels deep',
      ]);
      expect(performance.now() - start, prefix).toBeLessThan(5_000);
    }
  });

  test('fuzz-deep-list-cr: the nesting limit also sees lines ended by a lone CR', async () => {
    const errors = await errorsOf({ 'content/docs/intro.md': `# Intro\r\rText.\r${'- '.repeat(5_000)}deep\r` });
    expect(errors).toEqual(['content/docs/intro.md:4:1  error  markdown/invalid  Lists and block quotes (`-`, `1.`, `>`) nested more than 32 levels deep']);
  });

  test('fuzz-deep-raw-html: 5,000 nested raw HTML elements are markdown/invalid, not a stack overflow', async () => {
    const errors = await errorsOf({ 'content/docs/intro.md': `# Intro\n\n${'<div>'.repeat(5_000)}x${'</div>'.repeat(5_000)}\n` });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^content\/docs\/intro\.md:\d+:1 {2}error {2}markdown\/invalid {2}Markdown nested/);
  });

  test('fuzz-deep-yaml: YAML nested thousands of levels deep is a YAML error of its file (the yaml parser overflowed the stack)', async () => {
    // `- - - …` on one line after a map overflowed the parser itself; the error names the file and the line.
    const deep = `\n${'- '.repeat(3_000)}deep\n${'['.repeat(5_000)}x${']('.repeat(5_000)}\n`;
    const base = FUZZ_BASE_SITE['content/changelog/authors.yml']!;
    const authors = await errorsOf({ 'content/changelog/authors.yml': `${base}${deep}` });
    const deepLine = base.split('\n').length + 1;
    expect(authors[0]).toBe(`content/changelog/authors.yml:${deepLine}:1  error  blog/invalid-metadata  YAML nested too deeply to parse`);
    const category = await errorsOf({ 'content/docs/guides/_category_.yml': `label: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n` });
    expect(category, category.join('\n')).toHaveLength(1);
    expect(category[0]).toMatch(/^content\/docs\/guides\/_category_\.yml:1:\d+ {2}error {2}category\/invalid/);
    const frontMatter = await errorsOf({ 'content/docs/intro.md': `---\ntitle: Intro${deep}---\n\n# Intro\n` });
    expect(frontMatter.length).toBeGreaterThan(0);
    for (const error of frontMatter) expect(error).toMatch(/^content\/docs\/intro\.md:\d+:\d+ {2}error/);
  });

  test('fuzz-config-path-too-long: a config path no file system accepts is config/invalid at its line (ENAMETOOLONG crashed the build)', async () => {
    const config = FUZZ_BASE_SITE['site.config.yaml']!.replace('path: content/docs,', `path: content/${'x'.repeat(300)},`);
    const errors = await errorsOf({ 'site.config.yaml': config });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^site\.config\.yaml:\d+:\d+ {2}error {2}config\/invalid .*no NUL bytes and no folder or file name longer than 255 bytes/);
  });

  test('fuzz-route-segment-too-long: a category label making a 255+ byte URL segment is route/invalid in its _category_.yml (ENAMETOOLONG crashed the write)', async () => {
    const errors = await errorsOf({
      'content/docs/guides/_category_.yml': FUZZ_BASE_SITE['content/docs/guides/_category_.yml']!.replace('label: Guides', `label: ${'é'.repeat(200)}`),
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^content\/docs\/guides\/_category_\.yml:1:1 {2}error {2}route\/invalid {2}The route \/docs\/category\/.* has a path segment of 400 bytes/,
    );
  });

  test('fuzz-author-url: an author URL no parser accepts is blog/invalid-author at its line (the feed writer threw "Invalid URL")', async () => {
    const errors = await errorsOf({
      'content/changelog/authors.yml': FUZZ_BASE_SITE['content/changelog/authors.yml']!.replace('https://example.com/ana', 'https://exa\0mple.com/ana'),
    });
    // Printed with its NUL escaped, as every control character a diagnostic holds.
    expect(errors).toEqual([
      'content/changelog/authors.yml:4:8  error  blog/invalid-author  "https://exa\\x00mple.com/ana" of author "Ana" is not a valid URL',
    ]);
  });
});
