// docsgen as users get it: `npm pack` of this repository, installed into an empty project in a throwaway
// folder, whose `npx docsgen init site && npx docsgen build site` must work with no other step. The
// installed copy lives outside the repository, so a file docsgen looked up in the repository (rather
// than in its package) would fail the build. Slow (an npm install): left out of DOCSGEN_TESTS=fast.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { listFiles, makeSite, removeSites } from '../helpers/index.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

afterAll(removeSites);

/**
 * The environment of a user's shell: without the npm_* settings `npm test` passes its scripts (a
 * `npm_config_prefix` would install elsewhere) and without the test run's NODE_ENV; npm's cache and
 * registry settings are kept, so packages come from the cache when they can.
 */
function userEnv(): NodeJS.ProcessEnv {
  const keep = new Set(['npm_config_cache', 'npm_config_registry', 'npm_config_userconfig']);
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) || keep.has(key.toLowerCase())));
  delete env.NODE_ENV;
  delete env.VITEST;
  return { ...env, CI: '1', NO_COLOR: '1' };
}

test('npm pack installs into an empty project whose npx docsgen init and build work with no other step', { timeout: 300_000 }, async () => {
  const box = makeSite({});
  const env = userEnv();
  // dist/ is already built (the suite's global setup): --ignore-scripts keeps `prepare` from rebuilding
  // it under the feet of tests running beside this one.
  await run(npm, ['pack', '--ignore-scripts', '--pack-destination', box], { cwd: root, env });
  const tarball = readdirSync(box).find((name) => /^docsgen-\d+\.\d+\.\d+.*\.tgz$/.test(name));
  expect(tarball).toBeDefined();

  const project = path.join(box, 'project');
  const pkg = { name: 'my-docs', private: true, version: '1.0.0' };
  mkdirSync(project);
  writeFileSync(path.join(project, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  await run(npm, ['install', `../${tarball}`, '--prefer-offline', '--no-audit', '--no-fund'], { cwd: project, env });

  const installed = path.join(project, 'node_modules', 'docsgen');
  for (const part of ['bin/docsgen.js', 'dist/cli/index.js', 'theme/index.ts', 'templates/default/site.config.yaml', 'templates/minimal/site.config.yaml']) {
    expect(existsSync(path.join(installed, part)), part).toBe(true);
  }
  // Nothing in the package names the folder it was packed from.
  const manifest = readFileSync(path.join(installed, 'dist', 'cli', 'index.cjs'), 'utf8');
  expect(manifest.includes(root)).toBe(false);

  const init = await run(npx, ['--no', 'docsgen', 'init', 'site'], { cwd: project, env });
  expect(init.stdout).toContain('Created a docsgen site (default template) in site.');
  const build = await run(npx, ['--no', 'docsgen', 'build', 'site', '--strict'], { cwd: project, env });
  expect(build.stderr).toBe('');
  expect(build.stdout).toMatch(/^Built 13 pages into site\/build in /m);
  const out = listFiles(path.join(project, 'site', 'build'));
  for (const file of ['index.html', 'docs/index.html', 'blog/welcome/index.html', 'api/index.html', 'img/logo.svg']) expect(out, file).toContain(file);
});
