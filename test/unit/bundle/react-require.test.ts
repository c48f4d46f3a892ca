// Tests src/bundle/react-require.ts: a module compiled for Node reaches React through require(), and
// react-dom itself (the browser's renderer) loads only when one of its exports is first used.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, expect, test } from 'vitest';
import { reactByRequire, REQUIRE_BANNER } from '../../../src/bundle/react-require.js';
import { SERVER_MODULE } from '../../../src/bundle/theme.js';
import { makeSite, removeSites } from '../../helpers/index.js';

afterAll(removeSites);

const repoRoot = path.resolve(import.meta.dirname, '../../..');

test('react-dom loads on first use of an export, and its exports are the real ones; react-dom/server and react load as before', async () => {
  const dir = makeSite({
    'entry.tsx': [
      "import { createPortal, version } from 'react-dom';",
      "import ReactDOM from 'react-dom';",
      "import { renderToString } from 'react-dom/server';",
      'export const html = () => renderToString(<p>Hi</p>);',
      'export const portal = () => typeof createPortal;',
      'export const versions = () => [version, ReactDOM.version];',
      '',
    ].join('\n'),
  });
  const result = await build({
    ...SERVER_MODULE,
    entryPoints: [path.join(dir, 'entry.tsx')],
    write: false,
    plugins: [reactByRequire],
    banner: { js: REQUIRE_BANNER },
    absWorkingDir: dir,
  });
  writeFileSync(path.join(dir, 'entry.mjs'), result.outputFiles[0]!.text);
  const probe = [
    "import { createRequire } from 'node:module';",
    `const mod = await import(${JSON.stringify(path.join(dir, 'entry.mjs'))});`,
    'const require = createRequire(import.meta.url);',
    'const loaded = () => Object.keys(require.cache).some((file) => /react-dom[\\\\/](index\\.js|cjs[\\\\/]react-dom\\.)/.test(file));',
    'const steps = [];',
    "steps.push(['imported', loaded()]);",
    "steps.push(['rendered', mod.html(), loaded()]);",
    "steps.push(['portal', mod.portal(), loaded()]);",
    "steps.push(['versions', mod.versions()]);",
    'console.log(JSON.stringify(steps));',
  ].join('\n');
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe], {
    cwd: dir,
    env: { ...process.env, NODE_PATH: path.join(repoRoot, 'node_modules'), NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  const steps = JSON.parse(out) as unknown[][];
  expect(steps.slice(0, 3)).toEqual([
    ['imported', false],
    ['rendered', '<p>Hi</p>', false],
    ['portal', 'function', true],
  ]);
  // React's production build names its version with the commit it was built from.
  const [named, viaDefault] = steps[3]![1] as string[];
  expect(named).toMatch(/^18\.3\.1(-|$)/);
  expect(viaDefault).toBe(named);
});
