// A split API reference in the default build (cache on): its pages are keyed by the spec's text and
// the route's part of it, so a build with nothing changed renders none of them, and every edit that
// changes a page (the spec, the reference's settings, the page a description links to) gives the same
// files as a build without the cache.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { stripeLikeSpec } from '../../bench/stripe-like.mjs';
import { fileHashes, makeSandbox, removeSandboxes, runCli, type Sandbox, HOME_PAGE } from '../helpers/index.js';

afterAll(removeSandboxes);

const CONFIG = 'title: Cached\nurl: https://cached.example.com\nproductName: Cached\n';

/** Stripe-shaped (split over many pages), with one description linking to a doc of the site. */
function spec(summary = 'Create a charge', guide = '/docs/guide'): string {
  const doc = stripeLikeSpec(30) as { paths: Record<string, Record<string, { summary?: string; description?: string }>> };
  const post = doc.paths['/v1/charges']!.post!;
  post.summary = summary;
  post.description = `See [the guide](${guide}).`;
  return JSON.stringify(doc);
}

/** Builds with the cache into `warm`, then without into `clean`; both succeed and write the same files. */
async function warmEqualsClean(box: Sandbox, step: string): Promise<string> {
  const warm = await runCli(['build', '.', '--out-dir', path.join(box.box, 'warm'), '--debug'], { cwd: box.site });
  expect(warm.code, `${step}: ${warm.stderr}`).toBe(0);
  const clean = await runCli(['build', '.', '--out-dir', path.join(box.box, 'clean'), '--no-cache'], { cwd: box.site });
  expect(clean.code, `${step}: ${clean.stderr}`).toBe(0);
  const [warmFiles, cleanFiles] = [fileHashes(path.join(box.box, 'warm')), fileHashes(path.join(box.box, 'clean'))];
  expect(Object.keys(warmFiles).sort(), step).toEqual(Object.keys(cleanFiles).sort());
  for (const [rel, hash] of Object.entries(cleanFiles)) expect(warmFiles[rel], `${step}: ${rel}`).toBe(hash);
  return `${warm.stdout}${warm.stderr}`;
}

const rendered = (output: string) => Number(/(\d+) pages rendered/.exec(output)?.[1]);
const charges = (box: Sandbox) => readFileSync(path.join(box.box, 'warm/api/charges/index.html'), 'utf8');

describe('a split API reference built with the cache', () => {
  test('renders no page when nothing changed, and each edit as a build without the cache does', async () => {
    const box = makeSandbox({
      ...HOME_PAGE,
      'site.config.yaml': `${CONFIG}api:\n  spec: spec/openapi.json\n`,
      'content/docs/guide.md': '# Guide\n\nHow to charge.\n',
      'content/docs/guide-v2.md': '# Guide, second edition\n\nHow to charge now.\n',
      'spec/openapi.json': spec(),
    });
    const cold = await warmEqualsClean(box, 'cold');
    expect(rendered(cold)).toBeGreaterThan(10);
    expect(rendered(await warmEqualsClean(box, 'nothing changed'))).toBe(0);

    writeFileSync(path.join(box.site, 'spec/openapi.json'), spec('Create a charge, edited'));
    await warmEqualsClean(box, 'summary edited');
    expect(charges(box)).toContain('Create a charge, edited');

    writeFileSync(path.join(box.site, 'spec/openapi.json'), spec('Create a charge, edited', '/docs/guide-v2'));
    await warmEqualsClean(box, 'link edited');
    expect(charges(box)).toContain('href="/docs/guide-v2"');

    writeFileSync(path.join(box.site, 'site.config.yaml'), `${CONFIG}api:\n  spec: spec/openapi.json\n  tryIt: true\n`);
    await warmEqualsClean(box, 'try-it switched on');
    expect(charges(box)).toContain('api-try-it');
  }, 240_000);
});
