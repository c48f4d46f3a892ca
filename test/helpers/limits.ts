// Resource-limit sites (issue 12): a huge markdown file, a page of 20,000 headings, a sidebar of
// thousands of items and a spec of deep circular references, and a spawned build measured for time
// and peak RSS. Used by test/integration/resource-limits.test.ts and `npm run limits` (full sizes).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BIN } from './cli.js';
import { MINIMAL_CONFIG } from './site.js';

function write(dir: string, files: Record<string, string>) {
  for (const [rel, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), contents);
  }
}

/** One markdown file of about `megabytes` MB: paragraphs with inline markup, lists, code and headings. */
export function writeHugeMarkdownSite(dir: string, megabytes: number): void {
  const block = `## Section {n}\n\nSome *emphasis*, **strong**, \`code\` and a [link](#section-{n}) in a paragraph of ordinary prose that goes on for a while.\n\n- item one\n- item two\n\n\`\`\`js\nconst x = {n};\n\`\`\`\n\n`;
  const parts: string[] = ['# Huge\n\n'];
  let size = 0;
  for (let n = 1; size < megabytes * 1024 * 1024; n++) {
    const part = block.replaceAll('{n}', String(n));
    parts.push(part);
    size += part.length;
  }
  write(dir, { 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/huge.md': parts.join('') });
}

/**
 * Page bodies shaped to be slow to parse (issue 38, item 5, each under 1 MB), and ordinary big ones
 * that must still build: what test/integration/markdown-dos.test.ts builds and `npm run limits` times.
 */
export const DOS_PAGES = {
  /** 2,300 `:::note` directives, each inside the last (28 kB). */
  nestedDirectives: ':::note\n'.repeat(2_300) + ':::\n'.repeat(2_300),
  /** `[` × 100,000 then `]` × 100,000 (200 kB). */
  nestedBrackets: '['.repeat(100_000) + ']'.repeat(100_000),
  /** `[a](` × 100,000 (400 kB). */
  openLinks: '[a]('.repeat(100_000),
  /** Backtick runs of lengths 1 to 1,400, each followed by a letter (960 kB). */
  backtickRuns: Array.from({ length: 1_400 }, (_, i) => '`'.repeat(i + 1) + 'a').join(''),
  ordinary: {
    /** A 600 kB fenced code block of JavaScript with template strings, arrays and no blank line. */
    'code-block': '```js\n' + 'const a = [[1, 2], [`x${y}`, "[z]("], `${q}`];\n'.repeat(12_000) + '```',
    /**
     * A 2,000-row table with inline code, links and brackets in its cells (one of 5,000 rows passes the
     * markup bound, which 'reference-table.md' of DENSE_PAGES times).
     */
    table:
      '| name | type | notes |\n|---|---|---|\n' +
      Array.from({ length: 2_000 }, (_, i) => `| \`field${i}\` | [Type](#t${i}) | a[${i}], see [x] and *y* |`).join('\n'),
    /** 10,000 links in paragraphs of ten. */
    links: Array.from({ length: 1_000 }, (_, p) => Array.from({ length: 10 }, (_, i) => `[link ${p}-${i}](https://example.com/${p}/${i})`).join(' ')).join(
      '\n\n',
    ),
  },
};

/** `unit` (or `unit(i)` for i = 0, 1, …) repeated to about `size` characters. */
function fill(unit: string | ((i: number) => string), size = 1_000_000): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const part = typeof unit === 'string' ? unit : unit(i);
    parts.push(part);
    length += part.length;
  }
  return parts.join('');
}

/**
 * Pages of about 1 MB packed with one construct each (issue 38, item 5): each is built, or refused with
 * markdown/invalid at a line, within 2 s. Keys are `name.md` or `name.mdx`.
 */
export const DENSE_PAGES: Record<string, string> = {
  'emphasis.md': fill('*a* _b_ **c** '),
  'emphasis-runs.md': fill('*_'),
  'strikethrough.md': fill('~~a~ '),
  'links.md': fill('[a](b) '),
  'references.md': fill('[a][b] '),
  'images.md': fill('![a](b.png) '),
  'brackets.md': fill('[]'),
  'code-spans.md': fill('`a` '),
  'autolinks.md': fill('www.a.com '),
  'entities.md': fill('&amp;&#123; '),
  'escapes.md': fill('\\*\\['),
  'table.md': '| a | b |\n|---|---|\n' + fill('| x | y |\n'),
  'reference-table.md': '| name | type | notes |\n|---|---|---|\n' + fill((i) => `| \`field${i}\` | [Type](#t${i}) | a[${i}], see [x] and *y* |\n`),
  'list.md': fill('- a\n'),
  'nested-lists.md': fill((i) => '  '.repeat(i % 30) + '- a\n'),
  'quotes.md': fill((i) => '> '.repeat(i % 30) + 'a\n'),
  'headings.md': fill('# a\n'),
  'html.md': fill('<span>a</span> '),
  'html-blocks.md': fill('<div>\na\n</div>\n\n'),
  'footnotes.md': fill((i) => `[^${i}]: x\n`),
  'directives.md': fill(':::note\na\n:::\n\n'),
  'nested-directives.md': fill((i) => (i % 62 < 31 ? ':::note\n' : ':::\n')),
  'text-directives.md': fill(':a[b]{c=d} '),
  'jsx.mdx': fill('<Foo a="b">x</Foo> '),
  'expressions.mdx': fill('{1} '),
  'directives.mdx': fill(':::note\na\n:::\n\n'),
  'emphasis.mdx': fill('*a* _b_ **c** '),
};

/** A site with one page `dos.<ext>` of `body` (see DOS_PAGES). */
export function writeSlowPageSite(dir: string, body: string, ext: 'md' | 'mdx' = 'md'): void {
  write(dir, { 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Intro\n', [`content/docs/dos.${ext}`]: `# Page\n\n${body}\n` });
}

/** One page with `count` headings (h2..h4), every one with an auto id and a TOC entry. */
export function writeManyHeadingsSite(dir: string, count: number): void {
  const lines = ['# Headings', ''];
  for (let i = 0; i < count; i++) lines.push(`${'#'.repeat(2 + (i % 3))} Heading ${i}`, '', `Text ${i}.`, '');
  write(dir, { 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/headings.md': lines.join('\n') });
}

/** `count` docs in folders of 100, so one sidebar of `count` links in categories. */
export function writeBigSidebarSite(dir: string, count: number): void {
  const files: Record<string, string> = { 'site.config.yaml': MINIMAL_CONFIG };
  for (let i = 0; i < count; i++) files[`content/docs/f${Math.floor(i / 100)}/p${i}.md`] = `# Page ${i}\n\nShort.\n`;
  write(dir, files);
}

/** A spec whose schemas form a `depth`-long chain with back references to every earlier link, and self-cycles. */
export function writeCircularSpecSite(dir: string, depth: number): void {
  const schemas: string[] = [];
  for (let i = 0; i < depth; i++) {
    schemas.push(`    S${i}:
      type: object
      properties:
        self: { $ref: '#/components/schemas/S${i}' }
        next: { $ref: '#/components/schemas/S${(i + 1) % depth}' }
        back: { $ref: '#/components/schemas/S${Math.floor(i / 2)}' }
        list: { type: array, items: { $ref: '#/components/schemas/S0' } }
        either: { oneOf: [{ $ref: '#/components/schemas/S${(i + 2) % depth}' }, { $ref: '#/components/schemas/S${(i + 3) % depth}' }] }`);
  }
  const spec = `openapi: 3.1.0
info: { title: Circles, version: '1' }
paths:
  /things:
    post:
      operationId: makeThing
      requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/S0' } } } }
      responses:
        '200':
          description: The thing.
          content: { application/json: { schema: { $ref: '#/components/schemas/S${depth - 1}' } } }
components:
  schemas:
${schemas.join('\n')}
`;
  write(dir, { 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Intro\n', 'spec/openapi.yaml': spec });
}

export interface Measured {
  code: number | null;
  ms: number;
  /** Peak resident set size of the build process, in MB. */
  rssMb: number;
  /** CPU time of the build process (user and system, all threads), in ms. */
  cpuMs: number;
  stdout: string;
  stderr: string;
}

const REPORT_RSS = `data:text/javascript,process.on('exit',()=>{const u=process.resourceUsage();process.stderr.write('MAXRSS '+u.maxRSS+' CPU '+(u.userCPUTime+u.systemCPUTime)+'\\n')})`;

/** Runs `docsgen build --no-cache` on `dir` in a child process; kills it after `timeoutMs`. */
export function measureBuild(dir: string, timeoutMs: number): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, ['--import', REPORT_RSS, BIN, 'build', '.', '--no-cache'], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const [, kb = 0, cpu = 0] = /MAXRSS (\d+) CPU (\d+)/.exec(stderr) ?? [];
      resolve({
        code,
        ms: Math.round(performance.now() - start),
        rssMb: Math.round(Number(kb) / 1024),
        cpuMs: Math.round(Number(cpu) / 1000),
        stdout,
        stderr: stderr.replace(/MAXRSS \d+ CPU \d+\n/, ''),
      });
    });
  });
}
