// Fuzzing helpers: a small real site touching every input kind (config, docs, categories, pages,
// changelog with authors and tags, an OpenAPI spec), a seeded PRNG and the mutations applied to it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '../../bench/generate-corpus.mjs';

/** A seeded PRNG returning floats in [0, 1), so every run can be replayed from its seed. */
export const createRandom = mulberry32;

const petstore = readFileSync(fileURLToPath(new URL('../fixtures/specs/petstore-3.0.yaml', import.meta.url)), 'utf8');

/** The site every mutation starts from; it builds without diagnostics. */
export const FUZZ_BASE_SITE: Record<string, string> = {
  'site.config.yaml': `title: Fuzz site
tagline: Every input kind
url: https://fuzz.example.com
productName: Fuzzy
announcement:
  id: fuzz-1
  content: "Read [the intro](/docs/intro)."
  closeable: true
navbar:
  title: Fuzz
  items:
    - { label: Docs, href: /docs/intro, position: left }
    - { label: Changelog, href: /changelog, position: left }
footer:
  columns:
    - title: Docs
      items:
        - { label: Intro, href: /docs/intro }
  copyright: Copyright Fuzz
docs:
  - { id: docs, path: content/docs, routeBasePath: /docs, label: Docs }
blogs:
  - id: changelog
    path: content/changelog
    routeBasePath: /changelog
    title: Changelog
    description: What changed.
    postsPerPage: 2
`,
  'content/docs/intro.md': `---
id: intro
title: Introduction
sidebar_position: 1
description: Start here.
tags: [a, b]
---

# Introduction

Welcome. See [the guide](./guides/setup.md) and the [API](https://example.com/api).

## First steps {#first}

- one
- two

| a | b |
|---|---|
| 1 | 2 |

:::tip Title
An admonition.
:::

\`\`\`ts title="a.ts" {1}
const a = 1;
\`\`\`
`,
  'content/docs/guides/_category_.yml': `label: Guides
position: 2
collapsed: false
link:
  type: generated-index
  title: All guides
  description: Every guide.
`,
  'content/docs/guides/setup.md': `---
title: Setup
sidebar_label: Set up
pagination_prev: intro
toc_min_heading_level: 2
toc_max_heading_level: 4
---

Back to [intro](../intro.md#first).

## Install

<details><summary>More</summary>

Raw <b>HTML</b>.

</details>

### Configure

![diagram alt](https://example.com/x.png)
`,
  'content/pages/index.md': `---
title: Home
hero:
  title: Fuzz
  tagline: Home page
  actions:
    - { label: Start, href: /docs/intro }
features:
  - { title: Fast, details: Quick. }
---

Hello.
`,
  'content/changelog/authors.yml': `ana:
  name: Ana
  title: Engineer
  url: https://example.com/ana
  socials:
    github: ana
`,
  'content/changelog/tags.yml': `release:
  label: Release
  permalink: /release
  description: Releases.
`,
  'content/changelog/2025-01-10-hello.md': `---
title: Hello
authors: [ana]
tags: [release, misc]
date: 2025-01-10T10:00:00Z
---

First post.

<!-- truncate -->

More.
`,
  'content/changelog/2025-02-01-second.md': `---
title: Second
authors:
  - name: Bo
    title: Guest
tags: [release]
---

Second post.
`,
  'spec/openapi.yaml': petstore,
};

/** `scale` shrinks the huge values and deep nestings (the short run in the suite uses 0.2). */
type Mutator = (bytes: Buffer, random: () => number, scale: number) => Buffer;

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;
const at = (length: number, random: () => number) => Math.floor(random() * (length + 1));
const splice = (bytes: Buffer, index: number, insert: Buffer | string, remove = 0) =>
  Buffer.concat([bytes.subarray(0, index), Buffer.from(insert), bytes.subarray(index + remove)]);
/** Byte offset of the start of a random line. */
const lineStart = (bytes: Buffer, random: () => number) => {
  const starts = [0];
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 10) starts.push(i + 1);
  return pick(starts, random);
};
const lineAt = (bytes: Buffer, start: number) => {
  const end = bytes.indexOf(10, start);
  return bytes.subarray(start, end === -1 ? bytes.length : end + 1);
};

const WRONG_TYPES = ['[1, 2]', '{ a: 1 }', '123', 'null', 'true', '-1e999', '""', "'2025-99-99'", '[[]]', '!!binary aGk=', '~', '.nan'];
const KEYS = [
  'title',
  'id',
  'slug',
  'tags',
  'authors',
  'date',
  'sidebar_position',
  'label',
  'link',
  'hero',
  'navbar',
  'docs',
  'blogs',
  'url',
  'baseUrl',
  'openapi',
  'paths',
  'position',
  'collapsed',
  'draft',
  'unlisted',
  'pagination_next',
  'toc_max_heading_level',
  'image',
  'description',
  'footer',
  'announcement',
  'router',
  'components',
  'info',
];

/** Every mutation, by name, so a failure report says what was done. */
export const MUTATORS: Record<string, Mutator> = {
  truncate: (b, r) => b.subarray(0, at(b.length, r)),
  invalidUtf8: (b, r) => splice(b, at(b.length, r), Buffer.from(pick([[0xff, 0xfe], [0xc3], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0x80, 0x80]], r))),
  nulBytes: (b, r) => splice(b, at(b.length, r), '\0'.repeat(1 + Math.floor(r() * 3))),
  bom: (b) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), b]),
  doubleBom: (b, r) => splice(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), b]), at(b.length, r), '\ufeff'),
  crlf: (b) => Buffer.from(b.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1'),
  loneCr: (b) => Buffer.from(b.toString('latin1').replace(/\n/g, '\r'), 'latin1'),
  duplicateLine: (b, r) => {
    const start = lineStart(b, r);
    return splice(b, start, lineAt(b, start));
  },
  deleteLine: (b, r) => {
    const start = lineStart(b, r);
    return splice(b, start, '', lineAt(b, start).length);
  },
  wrongType: (b, r) => {
    const text = b.toString('latin1');
    const keys = [...text.matchAll(/^(\s*-?\s*)([A-Za-z_]+):[^\n]*$/gm)];
    if (keys.length === 0) return b;
    const m = pick(keys, r);
    return splice(b, m.index, `${m[1]}${m[2]}: ${pick(WRONG_TYPES, r)}`, Buffer.byteLength(m[0], 'latin1'));
  },
  insertKey: (b, r) => splice(b, lineStart(b, r), `${pick(KEYS, r)}: ${pick([...WRONG_TYPES, 'x', '/nowhere'], r)}\n`),
  hugeValue: (b, r, scale) => {
    const text = b.toString('latin1');
    const keys = [...text.matchAll(/^(\s*)([A-Za-z_]+): [^\n]*$/gm)];
    const huge = pick(['x', '#', 'é', '<', '[', '*', '9'], r).repeat(Math.round((200_000 + Math.floor(r() * 300_000)) * scale));
    if (keys.length === 0) return splice(b, at(b.length, r), huge);
    const m = pick(keys, r);
    return splice(b, m.index, `${m[1]}${m[2]}: "${huge}"`, Buffer.byteLength(m[0], 'latin1'));
  },
  hugeNumber: (b, r) => {
    const text = b.toString('latin1');
    const m = [...text.matchAll(/\b\d+\b/g)];
    if (m.length === 0) return b;
    const hit = pick(m, r);
    return splice(b, hit.index, pick(['99999999999999999999999', '1e308', '-9007199254740993', '0x7fffffff', '1'.repeat(400)], r), hit[0].length);
  },
  deepNestingFlow: (b, r, scale) => {
    const depth = Math.round((500 + Math.floor(r() * 20_000)) * scale);
    return splice(b, lineStart(b, r), `${pick(KEYS, r)}: ${'['.repeat(depth)}${']'.repeat(depth)}\n`);
  },
  deepNestingBlock: (b, r) => {
    const depth = 200 + Math.floor(r() * 800);
    const lines = Array.from({ length: depth }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n');
    return splice(b, lineStart(b, r), `${lines} end\n`);
  },
  deepNestingMarkdown: (b, r, scale) =>
    splice(
      b,
      b.length,
      `\n${pick(['> ', '- ', '* ', '1. ', '   - '], r).repeat(Math.round((1000 + Math.floor(r() * 10_000)) * scale))}deep\n${'['.repeat(5000)}x${']('.repeat(5000)}\n`,
    ),
  deepNestingHtml: (b, r, scale) => {
    const depth = Math.round((300 + Math.floor(r() * 5000)) * Math.max(scale, 0.5));
    const tag = pick(['div', 'span', 'details', 'b', 'table'], r);
    return splice(b, b.length, `\n\n${`<${tag}>`.repeat(depth)}x${`</${tag}>`.repeat(depth)}\n`);
  },
  aliasBomb: (b, r) => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    return splice(b, lineStart(b, r), `${levels.join('\n')}\n`);
  },
  aliasUnknown: (b, r) => splice(b, lineStart(b, r), `${pick(KEYS, r)}: *nowhere\n`),
  mergeKeyLoop: (b, r) => splice(b, lineStart(b, r), `x: &x\n  <<: *x\n`),
  frontMatterBreak: (b, r) => Buffer.from(b.toString('latin1').replace(/^---/m, pick(['--', '---\n---', '+++', '--- # c', '---\t'], r)), 'latin1'),
  randomBytes: (b, r) => {
    const out = Buffer.from(b);
    for (let i = 0; i < 1 + Math.floor(r() * 8); i++) if (out.length) out[Math.floor(r() * out.length)] = Math.floor(r() * 256);
    return out;
  },
  markupNoise: (b, r) =>
    splice(
      b,
      at(b.length, r),
      pick(
        [
          '<div>',
          '</details>',
          '{#}',
          '{#a b}',
          ':::',
          ':::note[',
          '```',
          '~~~~',
          '<!--',
          '[x]:',
          '![](',
          '<script>',
          '$$',
          '\\',
          '`',
          '|',
          '# {#id}',
          ']]]]',
          '<a href="javascript:x">',
        ],
        r,
      ),
    ),
  emptyFile: () => Buffer.alloc(0),
};

const SPEC = 'spec/openapi.yaml';

export interface Mutation {
  file: string;
  mutators: string[];
  contents: Buffer;
}

/** One to three mutations of one input file of FUZZ_BASE_SITE, chosen by `random`. */
export function mutateSite(random: () => number, scale = 1): { files: Record<string, string | Uint8Array>; mutation: Mutation } {
  const file = pick(Object.keys(FUZZ_BASE_SITE), random);
  const names = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(Object.keys(MUTATORS), random));
  let contents: Buffer = Buffer.from(FUZZ_BASE_SITE[file]!);
  for (const name of names) contents = MUTATORS[name]!(contents, random, scale);
  const files: Record<string, string | Uint8Array> = { ...FUZZ_BASE_SITE, [file]: contents };
  // Loading the spec costs a worker thread and most of a build's time: keep it in a few runs only.
  if (file !== SPEC && random() > 0.15) delete files[SPEC];
  return { files, mutation: { file, mutators: names, contents } };
}
