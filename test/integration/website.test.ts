// docsgen's own documentation site (website/, issue 41 item 7) builds with `docsgen build --strict`: a copy
// of the folder in a throwaway sandbox (the build writes its cache and output there, never into the
// repository), with no warning, and has the guide, generated reference and home pages it links to.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { makeSandbox, removeSandboxes } from '../helpers/sandbox.js';

const WEBSITE = fileURLToPath(new URL('../../website', import.meta.url));

afterAll(removeSandboxes);

test('builds with --strict and no problem, writing the guides, the generated reference and the home page', async () => {
  const sb = makeSandbox(WEBSITE);
  const out = path.join(sb.box, 'out');
  const result = await runCli(['build', 'site', '--strict', '--out-dir', out], { cwd: sb.box });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  for (const route of [
    '',
    'docs/getting-started',
    'docs/content',
    'docs/mdx',
    'docs/api-reference',
    'docs/migrating-from-docusaurus',
    'docs/deploying',
    'docs/large-sites',
    'docs/safety',
    'docs/reference/configuration',
    'docs/reference/cli',
    'docs/reference/diagnostics',
  ]) {
    expect(existsSync(path.join(out, route, 'index.html')), route).toBe(true);
  }
  // The generated configuration reference is rendered, tables and all.
  const config = readFileSync(path.join(out, 'docs/reference/configuration/index.html'), 'utf8');
  expect(config).toContain('id="baseurl"');
  expect(config).toContain('<code>colorMode.defaultMode</code>');
}, 120_000);
