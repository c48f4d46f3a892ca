// A cached build's checks keep the problems the last build found on the docs whose source did not change,
// only while nothing else a link's fate depends on changed; whatever they keep or find anew, they give
// what a full check gives, in its order.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { runChecks, runChecksKeeping } from '../../../src/checks/index.js';
import { checkKeeping, type KeptChecks } from '../../../src/checks/kept.js';
import { loadConfig } from '../../../src/config/load.js';
import { createDiagnostic } from '../../../src/diagnostics/index.js';
import { loadSite } from '../../../src/pipeline/load-site.js';
import { createRun } from '../../../src/pipeline/run.js';
import { HOME_PAGE, makeSite, removeSites } from '../../helpers/index.js';

afterAll(() => removeSites());

function site(files: Record<string, string>): string {
  const dir = makeSite({});
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const CONFIG = 'title: T\nurl: https://t.example.com\nonBrokenLinks: warn\ndocs:\n  - { id: docs, path: content/docs, routeBasePath: /docs }\n';
const FILES = {
  ...HOME_PAGE,
  'site.config.yaml': CONFIG,
  'content/docs/a.md': '---\ntitle: A\n---\n\nSee [b](./b.md#nope), [gone](./gone.md) and [x](/docs/nothing).\n',
  'content/docs/b.md': '---\ntitle: B\n---\n\n## Here\n\nBack to [a](./a.md#missing).\n',
  'content/docs/c.md': '---\ntitle: C\n---\n\nFine: [b](./b.md#here).\n',
};

async function loaded(dir: string) {
  const config = await loadConfig(dir);
  const graph = (await loadSite(config, { workers: 1 }, createRun())).graph!;
  return { config, graph };
}

/** `kept` with a made-up problem on /docs/a, which only a kept result can hold. */
function withSentinel(kept: KeptChecks): KeptChecks {
  const sentinel = createDiagnostic('link/broken', { message: 'kept from the last build', file: 'content/docs/a.md', line: 1, column: 1 });
  return { ...kept, docs: { ...kept.docs, '/docs/a': [[sentinel], []] } };
}

test('a full check and a check keeping nothing find the same problems, in the same order', async () => {
  const { config, graph } = await loaded(site(FILES));
  const full = runChecks(graph, config);
  expect(full.map((d) => `${d.code} ${d.file}:${d.line}:${d.column}`)).toEqual([
    'markdown/link-to-file content/docs/a.md:5:23',
    'link/broken content/docs/a.md:5:45',
    'anchor/missing content/docs/a.md:5:5',
    'anchor/missing content/docs/b.md:7:9',
  ]);
  const { diagnostics, kept } = runChecksKeeping(graph, config, undefined, new Set(['content/docs/a.md']));
  expect(diagnostics).toEqual(full);
  // Only the docs with problems are kept: a and b, each with its links' and its anchors' problems.
  expect(Object.keys(kept.docs).sort()).toEqual(['/docs/a', '/docs/b']);
  expect(kept.docs['/docs/a']!.map((found) => found.length)).toEqual([2, 1]);
});

test('a doc whose source did not change keeps its problems; a changed one is checked again', async () => {
  const { config, graph } = await loaded(site(FILES));
  const { kept } = runChecksKeeping(graph, config, undefined, new Set());
  const last = withSentinel(kept);
  const keeping = checkKeeping(graph, 'static', last, new Set(['content/docs/c.md']));
  expect(keeping.found.map((d) => d.message)).toContain('kept from the last build');
  expect(keeping.kept.docs['/docs/a']).toBe(last.docs['/docs/a']);
  // a.md changed: its problems are found again.
  const again = checkKeeping(graph, 'static', last, new Set(['content/docs/a.md']));
  expect(again.found.map((d) => d.message)).not.toContain('kept from the last build');
  expect(again.found).toEqual(checkKeeping(graph, 'static', undefined, new Set()).found);
});

test('nothing is kept when an input other than a doc source changed', async () => {
  const { config, graph } = await loaded(site(FILES));
  const last = withSentinel(runChecksKeeping(graph, config, undefined, new Set()).kept);
  for (const changed of ['site.config.yaml', 'content/docs/_category_.json', 'static/img/logo.png', 'content/docs/removed.md']) {
    expect(checkKeeping(graph, 'static', last, new Set([changed])).found.map((d) => d.message), changed).not.toContain('kept from the last build');
  }
});

test('nothing is kept when a route, an anchor or a link target changed', async () => {
  const dir = site(FILES);
  const { config, graph } = await loaded(dir);
  const last = withSentinel(runChecksKeeping(graph, config, undefined, new Set()).kept);
  const edits: [string, string, string][] = [
    ['an anchor of b', 'content/docs/b.md', FILES['content/docs/b.md'].replace('## Here', '## There')],
    ['a new doc', 'content/docs/d.md', '# D\n'],
    ['a static file', 'static/files/x.txt', 'x\n'],
    ['a slug', 'content/docs/c.md', '---\ntitle: C\nslug: /see\n---\n\nFine: [b](./b.md#here).\n'],
  ];
  for (const [what, rel, text] of edits) {
    const copy = site({ ...FILES, [rel]: text });
    const now = await loaded(copy);
    const found = checkKeeping(now.graph, 'static', last, new Set([rel]));
    expect(found.kept.digest, what).not.toBe(last.digest);
    expect(found.found.map((d) => d.message), what).not.toContain('kept from the last build');
    expect(found.found, what).toEqual(checkKeeping(now.graph, 'static', undefined, new Set()).found);
  }
  // The same files in another folder: the same digest (a site's paths are its own), and the problems kept.
  const same = await loaded(site(FILES));
  const kept = checkKeeping(same.graph, 'static', last, new Set(['content/docs/b.md']));
  expect(kept.kept.digest).toBe(last.digest);
  expect(kept.found.map((d) => d.message)).toContain('kept from the last build');
  expect(dir).not.toBe(same.config.siteDir);
});
