// `npm run limits`: the resource-limit cases of issue 12 at full size (50 MB markdown file, 20,000
// headings, 10,000-item sidebar, deep circular spec) and the pages of issue 38 shaped to be slow (each
// under 1 MB: built, or refused with markdown/invalid, within SLOW_PAGE_CPU_MS), each built by the CLI in a
// temporary folder; prints time, CPU time, peak RSS and the outcome. Pages of 1 MB packed with one
// construct each (DENSE_PAGES) are built whole (refused) and cut to just within the markup bound (built). The suite runs smaller sizes
// (test/integration/resource-limits.test.ts) and the slow pages without timing them (markdown-dos.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findSlowShape } from '../src/markdown/shape-limits.js';
import {
  DENSE_PAGES,
  DOS_PAGES,
  measureBuild,
  writeBigSidebarSite,
  writeCircularSpecSite,
  writeHugeMarkdownSite,
  writeManyHeadingsSite,
  writeSlowPageSite,
} from '../test/helpers/limits.js';

/**
 * Issue 38's bound on a page of 1 MB at most: its build (a site of two pages, so mostly that page's
 * parse) takes at most this much CPU time more than the build of a site without the page, built or
 * refused.
 */
const SLOW_PAGE_CPU_MS = 2_000;

/** Only the cases whose names hold this text (`npm run limits -- strikethrough`), when given. */
const only = process.argv[2];

const cases: [string, (dir: string) => void][] = [
  ['50 MB markdown file', (dir) => writeHugeMarkdownSite(dir, 50)],
  ['1 MB markdown file (the limit)', (dir) => writeHugeMarkdownSite(dir, 0.99)],
  ['8,000 headings on one page', (dir) => writeManyHeadingsSite(dir, 8_000)],
  ['10,000-item sidebar', (dir) => writeBigSidebarSite(dir, 10_000)],
  ['spec with 300 circular schemas', (dir) => writeCircularSpecSite(dir, 300)],
];

const slowPages: [string, (dir: string) => void][] = [
  ['2,300 nested directives', (dir) => writeSlowPageSite(dir, DOS_PAGES.nestedDirectives)],
  ['2,300 nested directives, MDX', (dir) => writeSlowPageSite(dir, DOS_PAGES.nestedDirectives, 'mdx')],
  ['[ x 100k, ] x 100k', (dir) => writeSlowPageSite(dir, DOS_PAGES.nestedBrackets)],
  ['[a]( x 100k', (dir) => writeSlowPageSite(dir, DOS_PAGES.openLinks)],
  ['[a]( x 100k, MDX', (dir) => writeSlowPageSite(dir, DOS_PAGES.openLinks, 'mdx')],
  ['backtick runs 1..1,400', (dir) => writeSlowPageSite(dir, DOS_PAGES.backtickRuns)],
  ['1 MB of `a[0] `', (dir) => writeSlowPageSite(dir, 'a[0] '.repeat(200_000))],
  ...Object.entries(DOS_PAGES.ordinary).map(([name, body]): [string, (dir: string) => void] => [`ordinary: ${name}`, (dir) => writeSlowPageSite(dir, body)]),
  ...Object.entries(DENSE_PAGES).flatMap(([name, body]): [string, (dir: string) => void][] => {
    const ext = name.endsWith('.mdx') ? 'mdx' : 'md';
    const within = withinBound(body, ext === 'mdx');
    return [
      [`1 MB of ${name}`, (dir) => writeSlowPageSite(dir, body, ext)],
      [`${Math.round(within.length / 1000)} kB of ${name}`, (dir) => writeSlowPageSite(dir, within, ext)],
    ];
  }),
];

/** The longest start of `body` (to within 64 characters) that the markup bound (of MDX, with `mdx`) lets through. */
function withinBound(body: string, mdx: boolean): string {
  const page = (length: number) => `# Page\n\n${body.slice(0, length)}\n`;
  let low = 0;
  let high = body.length;
  while (high - low > 64) {
    const middle = (low + high) >> 1;
    if (findSlowShape(page(middle), { mdx })) high = middle;
    else low = middle;
  }
  return body.slice(0, low);
}

/** CPU time of the build of a site of one short page: what each slow page's bound is counted from. */
async function baselineCpuMs(): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-limits-'));
  try {
    writeSlowPageSite(dir, 'Short.');
    return (await measureBuild(dir, 600_000)).cpuMs;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// CPU time grows when other processes share the cores, so the load is printed with the figures.
const baseline = await baselineCpuMs();
process.stdout.write(
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${os.availableParallelism()} cores; a site without the page: ${baseline} ms CPU\n`,
);
let overBound = 0;
for (const [name, make, bound] of [...cases, ...slowPages.map(([n, m]) => [n, m, baseline + SLOW_PAGE_CPU_MS] as const)]) {
  if (only && !name.includes(only)) continue;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-limits-'));
  try {
    make(dir);
    const m = await measureBuild(dir, 600_000);
    const outcome = m.code === 0 ? 'built' : `exit ${m.code}: ${(m.stdout + m.stderr).trim().split('\n').slice(0, 3).join(' | ')}`;
    const over = bound !== undefined && m.cpuMs > bound ? `  OVER ${bound} ms CPU` : '';
    if (over) overBound++;
    process.stdout.write(
      `${name.padEnd(32)} ${String(m.ms).padStart(7)} ms  ${String(m.cpuMs).padStart(7)} ms CPU  ${String(m.rssMb).padStart(5)} MB peak RSS  ${outcome}${over}\n`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (overBound) process.exitCode = 1;
