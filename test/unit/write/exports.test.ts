// Tests the machine-readable exports (src/write/llms-txt.ts, markdown-exports.ts) through a real build of a
// throwaway site: /llms.txt by section with absolute URLs and descriptions, a markdown export per doc page,
// linked from the page and left out of the sitemap.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, HOME_PAGE, makeSite, RED_PNG, removeSites, type BuiltSite } from '../../helpers/index.js';

const CONFIG = `title: Export site
tagline: Docs for machines too
url: https://docs.example.com
productName: Testy
docs:
  - { id: docs, path: content/docs, routeBasePath: /docs, label: Docs }
blogs:
  - { id: changelog, path: content/changelog, routeBasePath: /changelog, title: Changelog }
`;

const GUIDE = `---
title: Tokens
description: How tokens work.
---
Read [the intro](../intro.md#start) and [the claims](#claims), then [the API](/api).

## Claims

![diagram](./diagram.png "Flow")

[ref]: ./other.md
See [a reference][ref].
`;

afterAll(removeSites);

let site: BuiltSite;
let dir: string;
beforeAll(async () => {
  dir = makeSite({
    ...HOME_PAGE,
    'site.config.yaml': CONFIG,
    'content/docs/intro.md': '# Introduction\n\n## Start\n\nWelcome.\n',
    'content/docs/guides/tokens.md': GUIDE,
    'content/docs/guides/other.md': '# Other [page]\n\nText.\n',
    'content/docs/guides/diagram.png': RED_PNG,
    'content/docs/guides/hidden.md': '---\nunlisted: true\n---\n# Hidden\n',
    'content/changelog/2026-01-20-hello.md': '---\ntitle: Hello\ndescription: First post.\n---\nHi.\n',
    'spec/openapi.yaml': 'openapi: 3.0.3\ninfo: { title: T, version: "1" }\nservers: [{ url: "https://api.example.com" }]\npaths: {}\n',
  });
  site = await buildSite(dir, { outDir: path.join(dir, 'out') });
  expect(site.result.diagnostics).toEqual([]);
});

describe('/llms.txt', () => {
  test('has the title, the summary and every listed page by section, docs linking to their markdown exports', () => {
    expect(site.files('llms.txt')).toBe(
      [
        '# Export site',
        '',
        '> Docs for machines too',
        '',
        '## Docs',
        '',
        '- [Other \\[page\\]](https://docs.example.com/docs/guides/other.md): Text.',
        '- [Tokens](https://docs.example.com/docs/guides/tokens.md): How tokens work.',
        '- [Introduction](https://docs.example.com/docs/intro.md): Welcome.',
        '',
        '## Changelog',
        '',
        '- [Hello](https://docs.example.com/changelog/hello): First post.',
        '',
        '## API Reference',
        '',
        '- [API Reference](https://docs.example.com/api): Every endpoint of the API, with parameters, responses and code samples.',
        '',
        '## Pages',
        '',
        '- [Home](https://docs.example.com/)',
        '',
      ].join('\n'),
    );
  });
});

describe('markdown exports', () => {
  test('hold the source without front matter, a title heading, and absolute links', () => {
    expect(site.files('docs/guides/tokens.md')).toBe(
      [
        '# Tokens',
        '',
        'Read [the intro](https://docs.example.com/docs/intro#start) and [the claims](https://docs.example.com/docs/guides/tokens#claims), then [the API](https://docs.example.com/api).',
        '',
        '## Claims',
        '',
        `![diagram](https://docs.example.com${[...site.result.graph!.assets.keys()][0]} "Flow")`,
        '',
        '[ref]: https://docs.example.com/docs/guides/other',
        'See [a reference][ref].',
        '',
      ].join('\n'),
    );
  });

  test('keep a page’s own h1 instead of adding one', () => {
    expect(site.files('docs/guides/other.md')).toBe('# Other [page]\n\nText.\n');
  });

  test('are linked from the doc page head and below the article', () => {
    const html = site.files('docs/guides/tokens/index.html');
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="/docs/guides/tokens.md">');
    expect(html).toContain('<a href="/docs/guides/tokens.md" type="text/markdown">View as Markdown</a>');
  });

  test('are written for doc pages only and listed in no sitemap', () => {
    expect(existsSync(path.join(dir, 'out', 'changelog', 'hello.md'))).toBe(false);
    expect(site.files('sitemap.xml')).not.toContain('.md<');
  });
});
