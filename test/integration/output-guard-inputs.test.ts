// Issue 38, item 7: `--empty-out-dir` deleted a configured input the guard did not list (a `sidebarPath`
// file inside the output folder). The guard now refuses an output folder that is or holds any path the
// config names for the site to read, found by walking the config with its schema (src/config/input-paths.ts).
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { makeSandbox, removeSandboxes, runCli, snapshot } from '../helpers/index.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/minimal', import.meta.url));

afterAll(removeSandboxes);

/** Each setting with a file it names inside `out/`, the output folder the build is then pointed at, and what the refusal says. */
const SETTINGS: [string, string, Record<string, string>, string][] = [
  [
    'docs sidebarPath',
    'docs:\n  - { id: docs, path: content/docs, routeBasePath: /docs, sidebarPath: out/sidebars.json }\n',
    { 'out/sidebars.json': '{"docs": ["getting-started/installation"]}' },
    'holds out/sidebars.json (docs.0.sidebarPath in site.config.yaml)',
  ],
  ['the spec', 'api:\n  spec: out/openapi.yaml\n', { 'out/openapi.yaml': 'openapi: 3.0.3\ninfo: { title: T, version: "1" }\npaths: {}\n' }, 'is out/'], // the spec's folder was guarded before
  [
    'a remark plugin file',
    'markdown:\n  remarkPlugins: [./out/plugin.mjs]\n',
    { 'out/plugin.mjs': 'export default function plugin() {}\n' },
    'holds out/plugin.mjs (markdown.remarkPlugins.0 in site.config.yaml)',
  ],
  [
    'a stylesheet of the site',
    'stylesheets: [./out/custom.css]\n',
    { 'out/custom.css': 'body { color: red; }\n' },
    'holds out/custom.css (stylesheets.0 in site.config.yaml)',
  ],
  [
    'an MDX alias folder',
    'markdown:\n  aliases: { "@components": out/components }\n',
    { 'out/components/Box.tsx': 'export default () => null;\n' },
    'holds out/components (markdown.aliases.@components in site.config.yaml)',
  ],
];

test.each(SETTINGS)('an output folder holding %s is refused, even with --empty-out-dir, and nothing is deleted', async (_, config, files, named) => {
  const sb = makeSandbox(fixture);
  appendFileSync(path.join(sb.site, 'site.config.yaml'), config);
  sb.write(Object.fromEntries(Object.entries(files).map(([rel, text]) => [`site/${rel}`, text])));
  const before = snapshot(sb.box);
  const result = await runCli(['build', '.', '--out-dir', 'out', '--empty-out-dir'], { cwd: sb.site });
  expect(result.stderr).toContain(`error  output/unsafe  The output folder out (--out-dir) ${named}, an input of the site. Nothing was built or deleted.`);
  expect(result.code).toBe(1);
  expect(snapshot(sb.box)).toEqual(before);
});

test('an output folder docsgen made (with its marker) that now holds the sidebars file is refused too', async () => {
  const sb = makeSandbox(fixture);
  appendFileSync(
    path.join(sb.site, 'site.config.yaml'),
    'docs:\n  - { id: docs, path: content/docs, routeBasePath: /docs, sidebarPath: build/sidebars.json }\n',
  );
  sb.write({ 'site/build/.docsgen-output': 'docsgen', 'site/build/sidebars.json': '{"docs": ["getting-started/installation"]}' });
  const result = await runCli(['build', '.'], { cwd: sb.site });
  expect(result.stderr).toContain('holds build/sidebars.json (docs.0.sidebarPath in site.config.yaml), an input of the site');
  expect(result.code).toBe(1);
  expect(readFileSync(path.join(sb.site, 'build/sidebars.json'), 'utf8')).toContain('installation');
});

test('an output folder inside a configured folder it does not hold still builds (an MDX alias naming the site folder)', async () => {
  const sb = makeSandbox(fixture);
  appendFileSync(path.join(sb.site, 'site.config.yaml'), 'markdown:\n  aliases: { "@site": . }\n');
  writeFileSync(path.join(sb.site, 'README.md'), 'site notes');
  const result = await runCli(['build', '.', '--no-cache'], { cwd: sb.site });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
});
