// Tests src/config/load.ts: a minimal site.config.yaml resolves into a complete, frozen SiteConfig;
// problems are DocsgenErrors carrying diagnostics, never plain exceptions.
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig, parseConfig } from '../../../src/config/load.js';
import { formatDiagnostic, isDocsgenError } from '../../../src/diagnostics/index.js';
import { makeSite, MINIMAL_CONFIG, removeSites } from '../../helpers/index.js';

afterAll(removeSites);

async function diagnosticsOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isDocsgenError(error)) throw new Error(`expected a DocsgenError, got ${String(error)}`);
  return error.diagnostics;
}

describe('loadConfig', () => {
  test('fills in the default docs instance at content/docs served under /docs', async () => {
    const site = makeSite({ 'site.config.yaml': MINIMAL_CONFIG });
    const config = await loadConfig(site);
    expect(config.docs).toEqual([
      {
        id: 'docs',
        dir: path.join(site, 'content', 'docs'),
        path: 'content/docs',
        routeBasePath: '/docs',
        label: 'docs',
        sidebarCollapsed: true,
        pluginId: 'docs',
        versionName: 'current',
        versions: [{ name: 'current', label: 'Next', routeBasePath: '/docs', isLast: true }],
      },
    ]);
  });

  test('expands a versioned instance into one entry per version, the last at the route base', async () => {
    const site = makeSite({
      'site.config.yaml': `${MINIMAL_CONFIG}docs:\n  - id: sdk\n    path: content/sdk\n    routeBasePath: /sdk/\n    lastVersion: "2.0"\n    versions:\n      - { name: "3.0-beta", path: content/sdk-next }\n      - { name: "2.0", path: content/sdk }\n`,
    });
    const config = await loadConfig(site);
    expect(config.docs.map((d) => [d.id, d.pluginId, d.versionName, d.routeBasePath, d.path])).toEqual([
      ['sdk-3.0-beta', 'sdk', '3.0-beta', '/sdk/3.0-beta', 'content/sdk-next'],
      ['sdk', 'sdk', '2.0', '/sdk', 'content/sdk'],
    ]);
    expect(config.docs[0]!.versions.map((v) => [v.name, v.isLast])).toEqual([
      ['3.0-beta', false],
      ['2.0', true],
    ]);
  });

  test('serves Docusaurus\'s unreleased version `current` as "Next" at /next, and a version at its routePath', async () => {
    const site = makeSite({
      'site.config.yaml': `${MINIMAL_CONFIG}docs:\n  - id: docs\n    path: docs\n    routeBasePath: /docs\n    lastVersion: "30.4"\n    versions:\n      - { name: current, path: docs }\n      - { name: "30.4", path: v/30.4 }\n      - { name: "29.7", path: v/29.7, routePath: "29.x", label: Jest 29 }\n`,
    });
    const config = await loadConfig(site);
    expect(config.docs.map((d) => [d.id, d.routeBasePath])).toEqual([
      ['docs-current', '/docs/next'],
      ['docs', '/docs'],
      ['docs-29.7', '/docs/29.x'],
    ]);
    expect(config.docs[0]!.versions.map((v) => v.label)).toEqual(['Next', '30.4', 'Jest 29']);
  });
  test('gives each version the instance sidebarPath unless the version names its own (or false)', async () => {
    const site = makeSite({
      'site.config.yaml': `${MINIMAL_CONFIG}docs:\n  - id: docs\n    path: docs\n    routeBasePath: /docs\n    sidebarPath: sidebars.js\n    versions:\n      - { name: "2.0", path: docs }\n      - { name: "1.0", path: v1/docs, sidebarPath: versioned_sidebars/version-1.0-sidebars.json }\n      - { name: "0.9", path: v0/docs, sidebarPath: false }\n  - id: sdk\n    path: sdk\n    routeBasePath: /sdk\n`,
    });
    const config = await loadConfig(site);
    expect(config.docs.map((d) => [d.id, d.sidebarFile && d.sidebarFile.rel, d.sidebarFile && path.relative(site, d.sidebarFile.abs)])).toEqual([
      ['docs', 'sidebars.js', 'sidebars.js'],
      ['docs-1.0', 'versioned_sidebars/version-1.0-sidebars.json', path.join('versioned_sidebars', 'version-1.0-sidebars.json')],
      ['docs-0.9', false, false],
      ['sdk', undefined, undefined],
    ]);
    expect(config.docs[0]!.sidebarFile).toMatchObject({ cacheDir: path.join(site, 'node_modules/.cache/docsgen') });
  });

  test('resolves outDir and staticDir to absolute folders inside the site', async () => {
    const site = makeSite({ 'site.config.yaml': MINIMAL_CONFIG });
    const config = await loadConfig(site);
    expect(config.siteDir).toBe(site);
    expect(config.outDirAbs).toBe(path.join(site, 'build'));
    expect(config.staticDirAbs).toBe(path.join(site, 'static'));
  });

  test('honours a custom outDir', async () => {
    const site = makeSite({ 'site.config.yaml': `${MINIMAL_CONFIG}outDir: public/site\n` });
    expect((await loadConfig(site)).outDirAbs).toBe(path.join(site, 'public', 'site'));
  });

  test('defaults to the light colour mode with the switch shown, history routing, English and baseUrl /', async () => {
    const config = await loadConfig(makeSite({ 'site.config.yaml': MINIMAL_CONFIG }));
    expect(config.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
    expect(config.router).toBe('history');
    expect(config.locale).toBe('en');
    expect(config.baseUrl).toBe('/');
    expect(config.tagline).toBe('');
    expect(config.navbar.items).toEqual([]);
    expect(config.footer.columns).toEqual([]);
  });

  test('drops trailing slashes from the site url and from routeBasePath', async () => {
    const site = makeSite({
      'site.config.yaml': `${MINIMAL_CONFIG.replace('https://docs.example.com', 'https://docs.example.com/')}docs:\n  - { id: sdk, path: sdk, routeBasePath: /sdk/, label: SDK }\n`,
    });
    const config = await loadConfig(site);
    expect(config.url).toBe('https://docs.example.com');
    expect(config.docs[0]).toMatchObject({ id: 'sdk', routeBasePath: '/sdk', label: 'SDK', dir: path.join(site, 'sdk') });
  });

  test('returns a frozen config', async () => {
    const config = await loadConfig(makeSite({ 'site.config.yaml': MINIMAL_CONFIG }));
    expect(Object.isFrozen(config)).toBe(true);
  });

  test('reads a config that starts with a byte order mark', async () => {
    const config = await loadConfig(makeSite({ 'site.config.yaml': `\uFEFF${MINIMAL_CONFIG}` }));
    expect(config.title).toBe('Test site');
  });

  test('reports a missing site.config.yaml as config/not-found naming the folder', async () => {
    const site = makeSite({ 'content/docs/intro.md': '# Intro\n' });
    const diagnostics = await diagnosticsOf(loadConfig(site));
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      `error  config/not-found  No site.config.yaml in ${site}\n  hint: Run docsgen in a site folder, or pass it: docsgen build path/to/site`,
    ]);
  });

  test('reports a value of the wrong type as such, with the value, not as missing (zod 4 left issue.input out)', async () => {
    const diagnostics = await diagnosticsOf(loadConfig(makeSite({ 'site.config.yaml': MINIMAL_CONFIG.replace('Test site', '42') })));
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'site.config.yaml:1:8  error  config/invalid  "title" must be a string, got number 42\n  hint: See "title" in docsgen\'s configuration reference.',
    ]);
  });

  test('reports an empty config file as every required key missing', async () => {
    const diagnostics = await diagnosticsOf(loadConfig(makeSite({ 'site.config.yaml': '' })));
    expect(diagnostics.map((d) => d.message).sort()).toEqual(['"title" is required', '"url" is required']);
  });
});

describe('parseConfig', () => {
  test('reports a YAML alias bomb as a config/yaml diagnostic instead of crashing (was an uncaught ReferenceError)', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...'bcdefgh'.split('').map((k, i) => `${k}: &${k} [${Array(10).fill(`*${'abcdefgh'[i]}`).join(', ')}]`),
    ].join('\n');
    let thrown: unknown;
    try {
      parseConfig(`${MINIMAL_CONFIG}${bomb}\n`);
    } catch (error) {
      thrown = error;
    }
    expect(isDocsgenError(thrown) && thrown.diagnostics.map(formatDiagnostic)).toEqual([
      'site.config.yaml:1:1  error  config/yaml  YAML syntax error: Excessive alias count indicates a resource exhaustion attack\n  hint: Fix the YAML syntax at this place (check indentation, colons and quotes).',
    ]);
  });
});
