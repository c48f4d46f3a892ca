// The site of the differential fuzzer and the edits it makes: MDX pages and a partial two of them import,
// site components, a sidebars file, a versioned docs instance, a blog with authors and tags, pages, static
// files and a generated spec. Each edit changes the files in memory and says what it did; `sync` writes them.
import { mkdirSync, readdirSync, rmdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { slug } from 'github-slugger';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { syntheticSpec } from '../../bench/api.mjs';
import { stripeLikeSpec } from '../../bench/stripe-like.mjs';

/** A docs instance (or one version of it): its content folder, and whether a sidebars file names its docs. */
interface DocsRoot {
  root: string;
  sidebarsFile?: string;
}

const ROOTS: DocsRoot[] = [{ root: 'content/docs', sidebarsFile: 'sidebars.js' }, { root: 'content/sdk' }, { root: 'versioned/sdk-1.0' }];
const SIDEBARS = 'sidebars.js';
/** A file the sidebars file requires: its `reference` sidebar. */
const SIDEBARS_PART = 'sidebars-reference.json';
const SPEC = 'spec/openapi.json';
const CONFIG = 'site.config.yaml';
const BLOG = 'content/blog';

const WORDS = [
  'alpha',
  'beta',
  'gamma',
  'delta',
  'token',
  'cache',
  'route',
  'widget',
  'install',
  'deploy',
  'tune',
  'webhook',
  'client',
  'server',
  'queue',
  'retry',
];

const svg = (fill: string, width = 10) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="10"><rect width="10" height="10" fill="${fill}"/></svg>\n`;

/** The front matter and body of a markdown file. */
function splitDoc(text: string): { data: Record<string, unknown>; body: string } {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!m) return { data: {}, body: text };
  return { data: (parseYaml(m[1]!) as Record<string, unknown> | null) ?? {}, body: text.slice(m[0].length) };
}

/** The blocks of a body: paragraphs, and whole fences and JSX elements holding blank lines. */
function blocksOf(body: string): string[] {
  const blocks: string[] = [];
  let open = '';
  for (const chunk of body
    .split(/\n\n+/)
    .map((b) => b.trim())
    .filter(Boolean)) {
    open = open ? `${open}\n\n${chunk}` : chunk;
    const fences = (open.match(/^```/gm) ?? []).length;
    const depth = (open.match(/<(Tabs|TabItem|Details|Admonition)\b/g) ?? []).length - (open.match(/<\/(Tabs|TabItem|Details|Admonition)>/g) ?? []).length;
    if (fences % 2 === 0 && depth <= 0) {
      blocks.push(open);
      open = '';
    }
  }
  if (open) blocks.push(open);
  return blocks;
}

function joinDoc(data: Record<string, unknown>, body: string): string {
  return Object.keys(data).length === 0 ? body : `---\n${stringifyYaml(data).trimEnd()}\n---\n${body}`;
}

const doc = (data: Record<string, unknown>, ...blocks: string[]) => joinDoc(data, `\n${blocks.join('\n\n')}\n`);

function sidebarsText(model: unknown): string {
  return `// The docs instance's sidebars (Docusaurus's format).\nmodule.exports = { ...${JSON.stringify(model, null, 2)}, reference: require('./${SIDEBARS_PART}') };\n`;
}

/** A component importing a module of the site and a CSS module. */
const badgeSource = (n: number) =>
  `import { prefix } from './labels.js';\nimport styles from './badge.module.css';\n\nexport default function Badge({ label }) {\n  return <span className={styles.badge} data-v="${n}">{prefix}: {label}</span>;\n}\n`;

/** The site the fuzzer starts from; it builds without errors. */
function baseSite(operations: number, specKind: 'synthetic' | 'stripe'): Map<string, string> {
  const files = new Map<string, string>();
  const config = {
    title: 'Diff site',
    tagline: 'Warm equals clean',
    url: 'https://diff.example.com',
    productName: 'Diffy',
    favicon: '/img/logo.svg',
    stylesheets: ['./src/css/custom.css'],
    announcement: { id: 'ann-1', content: 'Read [the intro](/docs/intro).', closeable: true },
    navbar: {
      title: 'Diff',
      logo: { src: '/img/logo.svg', alt: 'Logo' },
      items: [
        { label: 'Docs', href: '/docs/intro', position: 'left' },
        { label: 'SDK', href: '/sdk', position: 'left' },
        { label: 'API', href: '/api', position: 'left' },
        { label: 'Blog', href: '/blog', position: 'left' },
      ],
    },
    footer: { columns: [{ title: 'Docs', items: [{ label: 'Intro', href: '/docs/intro' }] }], copyright: 'Copyright Diff' },
    docs: [
      { id: 'docs', path: 'content/docs', routeBasePath: '/docs', label: 'Docs', sidebarPath: SIDEBARS },
      {
        id: 'sdk',
        path: 'content/sdk',
        routeBasePath: '/sdk',
        label: 'SDK',
        lastVersion: '1.0',
        versions: [
          { name: 'current', path: 'content/sdk' },
          { name: '1.0', path: 'versioned/sdk-1.0' },
        ],
      },
    ],
    blogs: [{ id: 'blog', path: BLOG, routeBasePath: '/blog', title: 'Blog', description: 'News.', postsPerPage: 2 }],
    api: { spec: SPEC },
  };
  files.set(CONFIG, stringifyYaml(config));
  files.set(
    SIDEBARS,
    sidebarsText({
      main: [
        'intro',
        'overview',
        { type: 'category', label: 'Guides', items: [{ type: 'autogenerated', dirName: 'guides' }] },
        { type: 'link', href: 'https://example.com/help', label: 'Help' },
      ],
    }),
  );
  files.set(SIDEBARS_PART, JSON.stringify([{ type: 'autogenerated', dirName: 'reference' }], null, 2));
  files.set(
    'content/docs/intro.md',
    doc(
      { title: 'Introduction', sidebar_position: 1, description: 'Start here.', tags: ['start'] },
      '# Introduction',
      'Welcome. See [setup](./guides/setup.md) and [tuning](./guides/advanced/tuning.md#knobs).',
      '## First steps {#first}',
      '| a | b |\n|---|---|\n| 1 | 2 |',
      '```ts title="a.ts"\nconst a = 1;\n```',
      '![Logo](/img/logo.svg)',
    ),
  );
  files.set(
    'content/docs/overview.mdx',
    doc(
      { title: 'Overview', sidebar_label: 'Overview' },
      "import Partial from './_partial.mdx';\nimport Intro from './intro.md';\nimport notes from '!!raw-loader!@site/static/files/notes.txt';\nimport Badge from '@site/src/components/Badge';\nimport Counter from '@site/src/components/Counter';",
      '# Overview',
      '<TOCInline toc={toc} />',
      'What the product does. Back to [the intro](./intro.md#first).',
      '<pre>{notes}</pre>',
      '<Intro />',
      '<Badge label="beta" />',
      '<Partial />',
      '## Usage',
      '<Tabs>\n  <TabItem value="npm" label="npm">\n\n```bash\nnpm install diffy\n```\n\n  </TabItem>\n  <TabItem value="yarn" label="yarn">\n\n```bash\nyarn add diffy\n```\n\n  </TabItem>\n</Tabs>',
      '<Counter start={1} />',
    ),
  );
  files.set(
    'content/docs/_partial.mdx',
    "import Inner from './_inner.mdx';\n\n## From the partial\n\nShared text one, see [setup](./guides/setup.md).\n\n:::note\nA shared note.\n:::\n\n<Inner />\n",
  );
  files.set('content/docs/_inner.mdx', 'Inner text one.\n');
  files.set('content/docs/img/diagram.svg', svg('red'));
  files.set(
    'content/docs/guides/_category_.yml',
    stringifyYaml({ label: 'Guides', position: 2, link: { type: 'generated-index', title: 'All guides', description: 'Every guide.' } }),
  );
  files.set(
    'content/docs/guides/setup.md',
    doc(
      { title: 'Setup', sidebar_label: 'Set up', sidebar_position: 1 },
      'Back to [intro](../intro.md#first).',
      '## Install',
      '```bash\nnpm install diffy\n```',
      '### Configure',
      '![Diagram](../img/diagram.svg)',
    ),
  );
  files.set(
    'content/docs/guides/deploy.mdx',
    doc({ title: 'Deploy', sidebar_position: 2 }, "import Partial from '../_partial.mdx';", '# Deploy', 'Ship it.', '<Partial />', '## Rollback'),
  );
  files.set('content/docs/guides/advanced/_category_.yml', stringifyYaml({ label: 'Advanced', position: 3, collapsed: true }));
  files.set('content/docs/guides/advanced/tuning.md', doc({ title: 'Tuning' }, '## Knobs', 'Turn [them](../setup.md#install).'));
  files.set(
    'content/docs/reference/config.md',
    doc({ title: 'Config reference', tags: ['reference'] }, '## Options', '| name | type |\n|---|---|\n| `url` | string |'),
  );
  for (const root of ['content/sdk', 'versioned/sdk-1.0']) {
    const version = root === 'content/sdk' ? 'next' : '1.0';
    files.set(`${root}/index.md`, doc({ title: 'SDK', sidebar_position: 1 }, `# SDK ${version}`, 'Read [install](./install.md#requirements).'));
    files.set(
      `${root}/install.md`,
      doc({ title: 'Install the SDK', sidebar_position: 2 }, '## Requirements', 'Node 20.', '```bash\nnpm install diffy-sdk\n```'),
    );
    files.set(`${root}/api/_category_.yml`, stringifyYaml({ label: 'API', position: 3 }));
    files.set(`${root}/api/client.md`, doc({ title: 'Client', description: 'The client.' }, '## Constructor', 'See [install](../install.md).', '## Methods'));
    files.set(`${root}/api/index.mdx`, doc({ title: 'API of the SDK' }, '# API of the SDK', 'Every part:', '<DocCardList />'));
  }
  files.set(
    'content/sdk/usage.mdx',
    doc({ title: 'Usage' }, "import Badge from '@site/src/components/Badge';", '# Usage', '<Badge label="next" />', 'Call the client.'),
  );
  files.set('src/components/Badge.jsx', badgeSource(0));
  files.set('src/components/labels.js', "export const prefix = 'Label';\n");
  files.set('src/components/badge.module.css', '.badge { color: green; }\n');
  files.set(
    'src/components/Counter.jsx',
    "import { useState } from 'react';\n\nexport default function Counter({ start }) {\n  const [n, setN] = useState(start);\n  return <button onClick={() => setN(n + 1)}>Count {n}</button>;\n}\n",
  );
  files.set(
    `${BLOG}/authors.yml`,
    stringifyYaml({ ana: { name: 'Ana', title: 'Engineer', url: 'https://example.com/ana' }, bo: { name: 'Bo', title: 'Writer' } }),
  );
  files.set(
    `${BLOG}/tags.yml`,
    stringifyYaml({
      release: { label: 'Release', permalink: '/release', description: 'Releases.' },
      news: { label: 'News', permalink: '/news', description: 'News.' },
    }),
  );
  files.set(
    `${BLOG}/2025-01-10-hello.md`,
    doc({ title: 'Hello', authors: ['ana'], tags: ['release'] }, 'First post.', '<!-- truncate -->', 'More, see [the intro](/docs/intro).'),
  );
  files.set(`${BLOG}/2025-02-01-second.md`, doc({ title: 'Second', authors: ['bo'], tags: ['news'] }, 'Second post.'));
  files.set(`${BLOG}/2025-03-01-third.md`, doc({ title: 'Third', authors: ['ana', 'bo'], tags: ['release', 'news'] }, 'Third post.'));
  files.set(
    'content/pages/index.md',
    doc(
      {
        title: 'Home',
        hero: { title: 'Diff', tagline: 'Home page', actions: [{ label: 'Start', href: '/docs/intro' }] },
        features: [{ title: 'Fast', details: 'Quick.' }],
      },
      'Hello.',
    ),
  );
  files.set('static/img/logo.svg', svg('green'));
  files.set('src/css/custom.css', '.hero { background: url(../img/bg.svg); }\n');
  files.set('src/img/bg.svg', svg('blue'));
  files.set('static/files/notes.txt', 'notes one\n');
  const spec = specKind === 'stripe' ? stripeLikeSpec(Math.max(1, Math.round(operations / 5))) : syntheticSpec(operations);
  // The synthetic spec's `type: [string, null]` is OpenAPI 3.1.
  if (specKind === 'synthetic') spec.openapi = '3.1.0';
  files.set(SPEC, JSON.stringify(spec, null, 1));
  return files;
}

type Edit = (site: DiffSite) => string | undefined;

/** One kind of edit and how often it is drawn (relative weight). */
interface EditKind {
  name: string;
  weight: number;
  apply: Edit;
}

type Json = Record<string, unknown>;
type Operation = Json & { summary?: string; tags?: string[] };

export class DiffSite {
  readonly files: Map<string, string>;
  private readonly written = new Map<string, string>();
  /** Files to write again at the next sync though their bytes are the same (a new modification time only). */
  readonly touched = new Set<string>();
  /**
   * Files whose modification time the next sync sets to their pinned time after writing them (as
   * `touch -r`, `cp -p` or `rsync -t` do); a file written otherwise loses its pin.
   */
  readonly keepTime = new Set<string>();
  readonly pinned = new Map<string, Date>();
  private counter = 0;
  /** The spec while the 'spec file' edit has removed it. */
  stashedSpec: string | undefined;

  constructor(
    readonly random: () => number,
    operations: number,
    specKind: 'synthetic' | 'stripe' = 'synthetic',
  ) {
    this.files = baseSite(operations, specKind);
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
  /** A number never used before: names and texts stay distinct. */
  next(): number {
    return ++this.counter;
  }
  words(n = 2): string {
    return Array.from({ length: n }, () => this.pick(WORDS)).join(' ');
  }

  /** Writes what changed since the last sync into `dir` and removes what was removed (and folders left empty). */
  sync(dir: string): void {
    for (const [rel, text] of this.files) {
      if (this.written.get(rel) === text && !this.touched.has(rel)) continue;
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), text);
      this.written.set(rel, text);
      const pin = this.pinned.get(rel);
      if (pin && this.keepTime.has(rel)) utimesSync(path.join(dir, rel), pin, pin);
      else this.pinned.delete(rel);
    }
    this.touched.clear();
    this.keepTime.clear();
    for (const rel of [...this.written.keys()]) {
      if (this.files.has(rel)) continue;
      rmSync(path.join(dir, rel), { force: true });
      this.written.delete(rel);
      for (let folder = path.dirname(rel); folder !== '.'; folder = path.dirname(folder)) {
        const abs = path.join(dir, folder);
        try {
          if (readdirSync(abs).length > 0) break;
          rmdirSync(abs);
        } catch {
          break;
        }
      }
    }
  }

  snapshot(): Map<string, string> {
    return new Map(this.files);
  }
  restore(snapshot: Map<string, string>): void {
    this.files.clear();
    for (const [rel, text] of snapshot) this.files.set(rel, text);
  }

  /** Every doc (a page of a docs instance or version, partials left out). */
  docs(root?: string): string[] {
    return [...this.files.keys()].filter(
      (rel) => /\.mdx?$/.test(rel) && !path.basename(rel).startsWith('_') && ROOTS.some((r) => (!root || r.root === root) && rel.startsWith(`${r.root}/`)),
    );
  }
  rootOf(rel: string): DocsRoot {
    return ROOTS.find((r) => rel.startsWith(`${r.root}/`))!;
  }
  /** The doc id Docusaurus gives a doc: its path in the instance without extension, its front matter id last. */
  docId(rel: string): string {
    const inRoot = path.posix.relative(this.rootOf(rel).root, rel).replace(/\.mdx?$/, '');
    const id = splitDoc(this.files.get(rel)!).data.id;
    return typeof id === 'string' ? path.posix.join(path.posix.dirname(inRoot), id) : inRoot;
  }
  /** Folders of a docs root holding docs (the root itself as ''). */
  folders(root: string): string[] {
    return [...new Set(this.docs(root).map((rel) => path.posix.dirname(path.posix.relative(root, rel)).replace(/^\.$/, '')))];
  }
  /** Anchors of a doc's headings (`## Title` and `{#id}`), as the heading ids plugin makes them. */
  anchors(rel: string): string[] {
    const { body } = splitDoc(this.files.get(rel)!);
    const seen = new Map<string, number>();
    const out: string[] = [];
    for (const m of body.matchAll(/^#{2,3} (.+?)(?: \{#([\w-]+)\})?$/gm)) {
      if (m[2]) {
        out.push(m[2]);
        continue;
      }
      const base = slug(m[1]!.replace(/`/g, ''));
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      out.push(n === 0 ? base : `${base}-${n}`);
    }
    return out;
  }

  editDoc(rel: string, change: (data: Record<string, unknown>, blocks: string[]) => void): void {
    const { data, body } = splitDoc(this.files.get(rel)!);
    const blocks = blocksOf(body);
    change(data, blocks);
    this.files.set(rel, joinDoc(data, `\n${blocks.join('\n\n')}\n`));
  }
  editYaml(rel: string, change: (data: Json) => void): void {
    const data = (parseYaml(this.files.get(rel)!) as Json | null) ?? {};
    change(data);
    this.files.set(rel, stringifyYaml(data));
  }
  editSidebars(change: (model: Record<string, unknown[]>) => void): void {
    const text = this.files.get(SIDEBARS)!;
    const model = JSON.parse(text.slice(text.indexOf('= { ...') + 7, text.lastIndexOf(', reference:'))) as Record<string, unknown[]>;
    model.reference = JSON.parse(this.files.get(SIDEBARS_PART)!) as unknown[];
    change(model);
    const { reference, ...rest } = model;
    this.files.set(SIDEBARS, sidebarsText(rest));
    this.files.set(SIDEBARS_PART, JSON.stringify(reference, null, 2));
  }
  editSpec(
    change: (spec: Json & { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Json & { properties?: Json }> } }) => void,
  ): void {
    const spec = JSON.parse(this.files.get(SPEC)!);
    change(spec);
    this.files.set(SPEC, JSON.stringify(spec, null, 1));
  }
  operations(): Array<{ route: string; method: string }> {
    if (!this.files.has(SPEC)) return [];
    const spec = JSON.parse(this.files.get(SPEC)!) as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(spec.paths).flatMap(([route, methods]) => Object.keys(methods).map((method) => ({ route, method })));
  }

  /** A link to an operation of the API reference (its tag's page, at times without the anchor). */
  apiLink(): string | undefined {
    if (!this.files.has(SPEC)) return undefined;
    const spec = JSON.parse(this.files.get(SPEC)!) as { paths: Record<string, Record<string, Operation & { operationId?: string }>> };
    const ops = Object.values(spec.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((op) => op.tags?.length && op.operationId);
    if (!ops.length) return undefined;
    const op = this.pick(ops);
    return `[${op.summary ?? 'an operation'}](/api/${slug(op.tags![0]!)}${this.chance(0.7) ? `#operation/${op.operationId!.replace(/\//g, '-')}` : ''})`;
  }
  /** A link to a blog post or a tag page of the blog. */
  blogLink(): string | undefined {
    const posts = [...this.files.keys()].filter((rel) => rel.startsWith(`${BLOG}/`) && rel.endsWith('.md'));
    if (!posts.length || this.chance(0.3)) return `[tagged](/blog/tags/${this.pick(['release', 'news'])})`;
    return `[a post](/blog/${path.posix.basename(this.pick(posts), '.md').replace(/^\d{4}-\d{2}-\d{2}-/, '')})`;
  }

  /** A relative markdown link from `from` to a doc of its own root, with an anchor of it (or a missing one) at times. */
  linkFrom(from: string): string | undefined {
    const targets = this.docs(this.rootOf(from).root).filter((rel) => rel !== from);
    if (targets.length === 0) return undefined;
    const target = this.pick(targets);
    let href = path.posix.relative(path.posix.dirname(from), target);
    if (!href.startsWith('.')) href = `./${href}`;
    const anchors = this.anchors(target);
    if (this.chance(0.5) && anchors.length > 0) href += `#${this.pick(anchors)}`;
    else if (this.chance(0.1)) href += '#no-such-anchor';
    return `[${this.words()}](${href})`;
  }

  /** A block of markdown the body of `rel` may take (no braces or tags in MDX, where they are code). */
  block(rel: string): string {
    const mdx = rel.endsWith('.mdx');
    const n = this.next();
    const kinds: Array<() => string | undefined> = [
      () => `${this.chance(0.5) ? '##' : '###'} ${this.words()} ${n}${!mdx && this.chance(0.3) ? ` {#custom-${n}}` : ''}`,
      () => `Text ${this.words(4)} ${n}.`,
      () => this.linkFrom(rel)?.replace(/^/, `See `),
      () => (this.chance(0.5) ? `\`\`\`ts title="f${n}.ts"\nexport const v${n} = ${n};\n\`\`\`` : `\`\`\`bash\necho ${this.words()} ${n}\n\`\`\``),
      () => `| key | value |\n|---|---|\n| ${this.pick(WORDS)} | ${n} |\n| \`code\` | **${this.pick(WORDS)}** |`,
      () => {
        const images = [...this.files.keys()].filter((f) => f.endsWith('.svg') && f.startsWith(`${this.rootOf(rel).root}/`));
        if (images.length === 0 || this.chance(0.4)) return `![Logo ${n}](/img/logo.svg)`;
        return `![Image ${n}](${path.posix.relative(path.posix.dirname(rel), this.pick(images)).replace(/^(?!\.)/, './')})`;
      },
      () => `:::${this.pick(['note', 'tip', 'warning'])}\n${this.words(3)} ${n}\n:::`,
    ];
    for (;;) {
      const block = this.pick(kinds)();
      if (block) return block;
    }
  }

  /** Draws 1-3 edits and applies them; gives what each did. */
  step(): string[] {
    const count = 1 + Math.floor(this.random() * 3);
    const done: string[] = [];
    const total = EDITS.reduce((sum, e) => sum + e.weight, 0);
    while (done.length < count) {
      let r = this.random() * total;
      const kind = EDITS.find((e) => (r -= e.weight) < 0) ?? EDITS[EDITS.length - 1]!;
      const what = kind.apply(this);
      if (what) done.push(`${kind.name}: ${what}`);
    }
    return done;
  }
}

/** A doc of any docs root, or undefined when there is none. */
const anyDoc = (site: DiffSite, root?: string) => {
  const docs = site.docs(root);
  return docs.length ? site.pick(docs) : undefined;
};

/** A front matter edit of a random doc. */
function frontMatter(change: (site: DiffSite, data: Record<string, unknown>, rel: string) => string): Edit {
  return (site) => {
    const rel = anyDoc(site);
    if (!rel) return undefined;
    let what = '';
    site.editDoc(rel, (data) => (what = change(site, data, rel)));
    return `${rel} ${what}`;
  };
}

function setOrDelete(data: Record<string, unknown>, key: string, value: unknown, remove: boolean): string {
  if (remove) {
    delete data[key];
    return `without ${key}`;
  }
  data[key] = value;
  return `${key}: ${JSON.stringify(value)}`;
}

/** A category's link: a generated index, or one of the docs of its folder. */
function categoryLink(site: DiffSite, folder: string): Json {
  const docs = site.docs().filter((rel) => path.posix.dirname(rel) === folder);
  if (docs.length && site.chance(0.5)) return { type: 'doc', id: site.docId(site.pick(docs)) };
  return { type: 'generated-index', title: `Index ${site.next()}` };
}

/** Moves every file under `from` (a file or a folder) to `to`. */
function move(site: DiffSite, from: string, to: string): void {
  for (const [rel, text] of [...site.files]) {
    if (rel !== from && !rel.startsWith(`${from}/`)) continue;
    site.files.delete(rel);
    site.files.set(to + rel.slice(from.length), text);
  }
}

const EDITS: EditKind[] = [
  { name: 'title', weight: 3, apply: frontMatter((s, d) => setOrDelete(d, 'title', `${s.words()} ${s.next()}`, s.chance(0.15))) },
  { name: 'sidebar_label', weight: 2, apply: frontMatter((s, d) => setOrDelete(d, 'sidebar_label', `${s.words(1)} ${s.next()}`, s.chance(0.3))) },
  { name: 'sidebar_position', weight: 2, apply: frontMatter((s, d) => setOrDelete(d, 'sidebar_position', Math.floor(s.random() * 6), s.chance(0.3))) },
  {
    name: 'slug',
    weight: 1,
    apply: frontMatter((s, d) => setOrDelete(d, 'slug', s.pick([`/slug-${s.next()}`, `moved-${s.next()}`, '/', '/intro', 'install']), s.chance(0.4))),
  },
  { name: 'id', weight: 1, apply: frontMatter((s, d) => setOrDelete(d, 'id', `doc-${s.next()}`, s.chance(0.4))) },
  { name: 'description', weight: 2, apply: frontMatter((s, d) => setOrDelete(d, 'description', `About ${s.words(3)}.`, s.chance(0.3))) },
  {
    name: 'draft/unlisted',
    weight: 1,
    apply: frontMatter((s, d) => {
      const key = s.pick(['draft', 'unlisted']);
      return setOrDelete(d, key, true, d[key] === true || s.chance(0.3));
    }),
  },
  {
    name: 'tags',
    weight: 2,
    apply: frontMatter((s, d) =>
      setOrDelete(
        d,
        'tags',
        Array.from({ length: 1 + Math.floor(s.random() * 2) }, () => s.pick(['start', 'reference', 'howto', `t${s.next() % 4}`])),
        s.chance(0.25),
      ),
    ),
  },
  {
    name: 'more front matter',
    weight: 2,
    apply: frontMatter((s, d, rel) => {
      const key = s.pick([
        'pagination_label',
        'pagination_next',
        'pagination_prev',
        'displayed_sidebar',
        'hide_table_of_contents',
        'toc_max_heading_level',
        'sidebar_class_name',
      ]);
      const value =
        key === 'pagination_label'
          ? `Go ${s.next()}`
          : key === 'pagination_next' || key === 'pagination_prev'
            ? s.chance(0.2)
              ? null
              : s.docId(s.pick(s.docs(s.rootOf(rel).root)))
            : key === 'displayed_sidebar'
              ? s.rootOf(rel).sidebarsFile
                ? s.pick(['main', 'reference', null])
                : null
              : key === 'hide_table_of_contents'
                ? s.chance(0.5)
                : key === 'toc_max_heading_level'
                  ? s.pick([2, 3, 4])
                  : `item-${s.next()}`;
      return setOrDelete(d, key, value, key in d && s.chance(0.4));
    }),
  },
  {
    name: 'link to the API or the blog',
    weight: 2,
    apply: (site) => {
      const rel = anyDoc(site);
      const link = site.chance(0.6) ? site.apiLink() : site.blogLink();
      if (!rel || !link) return undefined;
      site.editDoc(rel, (_, blocks) => blocks.push(`See ${link}.`));
      return `${rel} + ${link}`;
    },
  },
  {
    name: 'body add',
    weight: 6,
    apply: (site) => {
      const rel = anyDoc(site);
      if (!rel) return undefined;
      const block = site.block(rel);
      site.editDoc(rel, (_, blocks) => {
        // After the imports of an MDX page.
        const first = blocks.findIndex((b) => !b.startsWith('import '));
        blocks.splice(Math.max(first, 0) + Math.floor(site.random() * (blocks.length - Math.max(first, 0) + 1)), 0, block);
      });
      return `${rel} + ${JSON.stringify(block)}`;
    },
  },
  {
    name: 'body remove',
    weight: 2,
    apply: (site) => {
      const rel = anyDoc(site);
      if (!rel) return undefined;
      let removed: string | undefined;
      site.editDoc(rel, (_, blocks) => {
        const candidates = blocks.map((b, i) => i).filter((i) => !blocks[i]!.startsWith('import '));
        if (candidates.length) removed = blocks.splice(site.pick(candidates), 1)[0];
      });
      return removed === undefined ? undefined : `${rel} - ${JSON.stringify(removed)}`;
    },
  },
  {
    name: 'heading rename',
    weight: 3,
    apply: (site) => {
      const rel = anyDoc(site);
      if (!rel) return undefined;
      let what: string | undefined;
      site.editDoc(rel, (_, blocks) => {
        const headings = blocks.map((b, i) => i).filter((i) => /^#{1,3} /.test(blocks[i]!));
        if (!headings.length) return;
        const i = site.pick(headings);
        const level = /^#+/.exec(blocks[i]!)![0];
        const custom = /\{#[\w-]+\}$/.exec(blocks[i]!)?.[0];
        blocks[i] = `${level} ${site.words()} ${site.next()}${custom && site.chance(0.7) ? ` ${custom}` : ''}`;
        what = `${JSON.stringify(blocks[i])}`;
      });
      return what && `${rel} heading -> ${what}`;
    },
  },
  {
    name: 'text edit',
    weight: 3,
    apply: (site) => {
      const rel = anyDoc(site);
      if (!rel) return undefined;
      let what: string | undefined;
      site.editDoc(rel, (_, blocks) => {
        const texts = blocks.map((b, i) => i).filter((i) => /^[A-Z][a-z]/.test(blocks[i]!) && !blocks[i]!.startsWith('import '));
        if (!texts.length) return;
        const i = site.pick(texts);
        blocks[i] = `${blocks[i]!.replace(/\.$/, '')} and ${site.words()} ${site.next()}.`;
        what = JSON.stringify(blocks[i]);
      });
      return what && `${rel} text -> ${what}`;
    },
  },
  {
    name: 'add doc',
    weight: 3,
    apply: (site) => {
      const root = site.pick(['content/docs', 'content/docs', 'content/sdk', 'versioned/sdk-1.0']);
      const folder = site.pick(site.folders(root).concat(''));
      const n = site.next();
      const rel = path.posix.join(root, folder, `page-${n}.${site.chance(0.25) ? 'mdx' : 'md'}`);
      site.files.set(
        rel,
        doc(
          { title: `Page ${n} ${site.words(1)}`, ...(site.chance(0.5) ? { sidebar_position: Math.floor(site.random() * 5) } : {}) },
          '## Section one',
          `Text ${site.words(3)}.`,
        ),
      );
      site.editDoc(rel, (_, blocks) => blocks.push(site.block(rel)));
      return rel;
    },
  },
  {
    name: 'copy doc to the other version',
    weight: 1,
    apply: (site) => {
      const rel = anyDoc(site, site.pick(['content/sdk', 'versioned/sdk-1.0']));
      if (!rel) return undefined;
      const to = rel.startsWith('content/sdk/')
        ? `versioned/sdk-1.0/${rel.slice('content/sdk/'.length)}`
        : `content/sdk/${rel.slice('versioned/sdk-1.0/'.length)}`;
      site.files.set(to, site.files.get(rel)!);
      return `${rel} -> ${to}`;
    },
  },
  {
    name: 'remove doc',
    weight: 2,
    apply: (site) => {
      const rel = anyDoc(site);
      if (!rel || site.docs(site.rootOf(rel).root).length < 3) return undefined;
      site.files.delete(rel);
      return rel;
    },
  },
  {
    name: 'rename doc',
    weight: 2,
    apply: (site) => {
      const rel = anyDoc(site);
      if (!rel) return undefined;
      const name = path.posix.basename(rel);
      const renamed = site.pick([
        () => `renamed-${site.next()}${path.posix.extname(rel)}`,
        () => `0${Math.floor(site.random() * 9)}-${name.replace(/^\d+-/, '')}`,
        () => `index${path.posix.extname(rel)}`,
        () => name[0]!.toUpperCase() + name.slice(1),
      ])();
      const to = path.posix.join(path.posix.dirname(rel), renamed);
      if (to === rel || site.files.has(to)) return undefined;
      move(site, rel, to);
      return `${rel} -> ${to}`;
    },
  },
  {
    name: 'add folder',
    weight: 1,
    apply: (site) => {
      const root = site.pick(['content/docs', 'content/sdk', 'versioned/sdk-1.0']);
      const n = site.next();
      const folder = path.posix.join(root, site.pick(site.folders(root).concat('')), `folder-${n}`);
      if (site.chance(0.7)) site.files.set(`${folder}/_category_.yml`, stringifyYaml({ label: `Folder ${n}`, position: Math.floor(site.random() * 5) }));
      site.files.set(`${folder}/one.md`, doc({ title: `One of ${n}` }, '## Hello', 'Text.'));
      if (site.chance(0.5)) site.files.set(`${folder}/two.md`, doc({ title: `Two of ${n}`, sidebar_position: 1 }, 'Back to [one](./one.md#hello).'));
      return folder;
    },
  },
  {
    name: 'remove or rename folder',
    weight: 1,
    apply: (site) => {
      const root = site.pick(['content/docs', 'content/sdk', 'versioned/sdk-1.0']);
      const folders = site.folders(root).filter(Boolean);
      if (!folders.length) return undefined;
      const folder = path.posix.join(root, site.pick(folders));
      if (site.chance(0.5)) {
        for (const rel of [...site.files.keys()]) if (rel.startsWith(`${folder}/`)) site.files.delete(rel);
        return `removed ${folder}`;
      }
      const to = `${folder}-${site.next()}`;
      move(site, folder, to);
      return `${folder} -> ${to}`;
    },
  },
  {
    name: '_category_.yml',
    weight: 2,
    apply: (site) => {
      const categories = [...site.files.keys()].filter((rel) => rel.endsWith('/_category_.yml'));
      if (!categories.length) return undefined;
      const rel = site.pick(categories);
      let what = '';
      site.editYaml(rel, (data) => {
        const key = site.pick(['label', 'position', 'collapsed', 'link', 'description']);
        const value =
          key === 'label'
            ? `Cat ${site.words(1)} ${site.next()}`
            : key === 'position'
              ? Math.floor(site.random() * 6)
              : key === 'collapsed'
                ? site.chance(0.5)
                : key === 'description'
                  ? `About ${site.words(2)}.`
                  : categoryLink(site, path.posix.dirname(rel));
        what = setOrDelete(data, key, value, key in data && site.chance(0.35));
      });
      return `${rel} ${what}`;
    },
  },
  {
    name: 'sidebars',
    weight: 2,
    apply: (site) => {
      let what = '';
      site.editSidebars((model) => {
        const main = model.main!;
        const kind = site.pick(['reorder', 'relabel', 'link', 'doc', 'remove']);
        if (kind === 'reorder' && main.length > 1) {
          const [item] = main.splice(Math.floor(site.random() * main.length), 1);
          main.splice(Math.floor(site.random() * (main.length + 1)), 0, item);
          what = `reorder main: ${JSON.stringify(main.map((i) => (typeof i === 'string' ? i : (i as Json).label)))}`;
        } else if (kind === 'relabel') {
          const items = [...main, ...model.reference!].filter((i): i is Json => typeof i === 'object' && i !== null && 'label' in i);
          if (!items.length) return;
          const item = site.pick(items);
          item.label = `${site.words(1)} ${site.next()}`;
          what = `relabel to ${JSON.stringify(item.label)}`;
        } else if (kind === 'link') {
          const n = site.next();
          main.splice(Math.floor(site.random() * (main.length + 1)), 0, { type: 'link', href: `https://example.com/l${n}`, label: `Link ${n}` });
          what = `link item ${n}`;
        } else if (kind === 'doc') {
          const top = site.docs('content/docs').filter((rel) => !rel.slice('content/docs/'.length).includes('/'));
          const named = new Set(main.filter((i) => typeof i === 'string'));
          const free = top.map((rel) => site.docId(rel)).filter((id) => !named.has(id));
          if (!free.length) return;
          const id = site.pick(free);
          main.splice(Math.floor(site.random() * (main.length + 1)), 0, id);
          what = `doc item ${id}`;
        } else if (kind === 'remove' && main.length > 1) {
          const [item] = main.splice(Math.floor(site.random() * main.length), 1);
          what = `remove ${JSON.stringify(item)}`;
        }
      });
      return what || undefined;
    },
  },
  {
    name: 'partial',
    weight: 2,
    apply: (site) => {
      const rel = 'content/docs/_partial.mdx';
      const text = site.files.get(rel);
      if (text === undefined) return undefined;
      const n = site.next();
      const next = site.pick([
        () => text.replace(/Shared text[^,]*/, `Shared text ${site.words(1)} ${n}`),
        () => `${text}\n## Partial heading ${n}\n`,
        () => `${text}\n\`\`\`ts\nconst shared${n} = ${n};\n\`\`\`\n`,
        () => text.replace(/\n## Partial heading \d+\n/, '\n'),
        () => 'inner',
      ])();
      if (next === 'inner') {
        if (!site.files.has('content/docs/_inner.mdx')) return undefined;
        site.files.set('content/docs/_inner.mdx', `Inner text ${site.words(1)} ${n}.\n`);
        return `content/docs/_inner.mdx (${n})`;
      }
      site.files.set(rel, next);
      return `${rel} (${n})`;
    },
  },
  {
    name: 'MDX components',
    weight: 2,
    apply: (site) => {
      const hosts = site.docs().filter((rel) => rel.endsWith('.mdx') && site.files.get(rel)!.includes("from '@site/src/components/Badge'"));
      if (!hosts.length) return undefined;
      const rel = site.pick(hosts);
      const n = site.next();
      const usage = site.pick([
        `<Badge label="b${n}" />`,
        `<Details summary="More ${n}">\n\nHidden ${site.words()}.\n\n</Details>`,
        `<Admonition type="tip" title="Tip ${n}">\n\nA tip.\n\n</Admonition>`,
        `<Tabs>\n  <TabItem value="a${n}" label="A ${n}">\n\nFirst.\n\n  </TabItem>\n  <TabItem value="b${n}" label="B ${n}">\n\nSecond.\n\n  </TabItem>\n</Tabs>`,
      ]);
      let what = '';
      site.editDoc(rel, (_, blocks) => {
        const used = blocks.map((b, i) => i).filter((i) => /^<(Badge|Details|Admonition|Tabs|Counter)/.test(blocks[i]!));
        if (used.length && site.chance(0.35)) what = `- ${JSON.stringify(blocks.splice(site.pick(used), 1)[0])}`;
        else {
          blocks.push(usage);
          what = `+ ${JSON.stringify(usage)}`;
        }
      });
      return `${rel} ${what}`;
    },
  },
  {
    name: 'component source',
    weight: 1,
    apply: (site) => {
      const n = site.next();
      const kind = site.pick(['badge', 'labels', 'css', 'counter']);
      if (kind === 'badge') site.files.set('src/components/Badge.jsx', badgeSource(n));
      else if (kind === 'labels') site.files.set('src/components/labels.js', `export const prefix = 'Label ${n}';\n`);
      else if (kind === 'css') site.files.set('src/components/badge.module.css', `.badge { color: #${String(n).padStart(6, '0')}; }\n`);
      if (kind !== 'counter') return `${kind} v${n}`;
      site.files.set(
        'src/components/Counter.jsx',
        `import { useState } from 'react';\n\nexport default function Counter({ start }) {\n  const [n, setN] = useState(start);\n  return <button onClick={() => setN(n + ${n})}>Count ${n}: {n}</button>;\n}\n`,
      );
      return `Counter.jsx v${n}`;
    },
  },
  {
    name: 'versioned doc',
    weight: 3,
    apply: (site) => {
      const rel = anyDoc(site, 'versioned/sdk-1.0');
      if (!rel) return undefined;
      const block = site.block(rel);
      site.editDoc(rel, (data, blocks) => {
        blocks.push(block);
        if (site.chance(0.3)) data.title = `Versioned ${site.next()}`;
      });
      return `${rel} + ${JSON.stringify(block)}`;
    },
  },
  {
    name: 'blog post',
    weight: 3,
    apply: (site) => {
      const posts = [...site.files.keys()].filter((rel) => rel.startsWith(`${BLOG}/`) && rel.endsWith('.md'));
      const kind = site.pick(['add', 'edit', 'edit', 'remove', 'copy']);
      const n = site.next();
      if (kind === 'add' || !posts.length) {
        const rel = `${BLOG}/2025-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}-post-${n}.md`;
        site.files.set(
          rel,
          doc(
            { title: `Post ${n}`, authors: [site.pick(['ana', 'bo'])], tags: [site.pick(['release', 'news'])] },
            `Post ${n} text.`,
            '<!-- truncate -->',
            `Rest ${site.words(3)}.`,
          ),
        );
        return `add ${rel}`;
      }
      const rel = site.pick(posts);
      if (kind === 'copy') {
        const to = `${BLOG}/2024-06-${String(1 + (n % 28)).padStart(2, '0')}-${path.posix.basename(rel).slice(11)}`;
        if (site.files.has(to)) return undefined;
        site.files.set(to, site.files.get(rel)!);
        return `copy ${rel} -> ${to}`;
      }
      if (kind === 'remove' && posts.length > 1) {
        site.files.delete(rel);
        return `remove ${rel}`;
      }
      let what = '';
      site.editDoc(rel, (data, blocks) => {
        const key = site.pick(['title', 'tags', 'authors', 'body', 'date', 'description']);
        if (key === 'title') data.title = `Post title ${n}`;
        else if (key === 'tags') data.tags = site.chance(0.8) ? [site.pick(['release', 'news'])] : ['release', 'news'];
        else if (key === 'authors') data.authors = site.chance(0.8) ? [site.pick(['ana', 'bo'])] : [{ name: `Guest ${n}`, title: 'Guest' }];
        else if (key === 'date') data.date = `2024-${String(1 + (n % 12)).padStart(2, '0')}-15T10:00:00Z`;
        else if (key === 'description') data.description = `Post about ${site.words(2)}.`;
        else blocks.splice(blocks.length > 1 ? 1 : 0, 0, `New ${site.words(3)} ${n}.`);
        what = key;
      });
      return `edit ${rel} ${what}`;
    },
  },
  {
    name: 'authors.yml',
    weight: 1,
    apply: (site) => {
      let what = '';
      site.editYaml(`${BLOG}/authors.yml`, (data) => {
        const n = site.next();
        const key = site.pick(Object.keys(data).concat(`author${n}`));
        const author = (data[key] ??= { name: `Author ${n}` }) as Json;
        if (site.chance(0.5)) author.name = `Name ${n}`;
        else author.title = `Title ${site.words(1)} ${n}`;
        what = `${key} ${JSON.stringify(author)}`;
      });
      return what;
    },
  },
  {
    name: 'tags.yml',
    weight: 1,
    apply: (site) => {
      let what = '';
      site.editYaml(`${BLOG}/tags.yml`, (data) => {
        const key = site.pick(Object.keys(data));
        const tag = data[key] as Json;
        if (site.chance(0.5)) tag.label = `Label ${site.next()}`;
        else tag.description = `About ${site.words(2)}.`;
        what = `${key} ${JSON.stringify(tag)}`;
      });
      return what;
    },
  },
  {
    name: 'spec',
    weight: 4,
    apply: (site) => {
      const n = site.next();
      const kind = site.pick(['summary', 'summary', 'add operation', 'remove operation', 'schema property', 'tag', 'description', 'info', 'server']);
      const ops = site.operations();
      if (!ops.length) return undefined;
      const { route, method } = site.pick(ops);
      let what = '';
      site.editSpec((spec) => {
        const op = spec.paths[route]![method]!;
        if (kind === 'summary') {
          op.summary = `Summary ${site.words()} ${n}`;
          what = `${method} ${route} summary ${JSON.stringify(op.summary)}`;
        } else if (kind === 'info') {
          (spec.info as Json).description = `The API, ${site.words(2)} ${n}.`;
          what = 'info description';
        } else if (kind === 'server') {
          spec.servers = [{ url: `https://api${n}.example.com` }];
          what = `servers ${n}`;
        } else if (kind === 'description') {
          op.description = `Does ${site.words()} ${n}. See [the docs](https://example.com/d${n}).`;
          what = `${method} ${route} description`;
        } else if (kind === 'add operation') {
          const tags = [...new Set(ops.map((o) => spec.paths[o.route]![o.method]!.tags?.[0]).filter(Boolean))] as string[];
          spec.paths[`/extra/items-${n}`] = {
            get: {
              operationId: `extra-${n}`,
              ...(tags.length ? { tags: [site.pick(tags)] } : {}),
              summary: `Extra ${n}`,
              responses: { 200: { description: 'OK' } },
            },
          };
          what = `add GET /extra/items-${n}`;
        } else if (kind === 'remove operation' && ops.length > 2) {
          delete spec.paths[route]![method];
          if (Object.keys(spec.paths[route]!).length === 0) delete spec.paths[route];
          what = `remove ${method} ${route}`;
        } else if (kind === 'schema property') {
          const name = site.pick(Object.keys(spec.components.schemas));
          const schema = spec.components.schemas[name]!;
          const props = (schema.properties ??= {}) as Json;
          const added = Object.keys(props).filter((p) => p.startsWith('prop_'));
          if (added.length && site.chance(0.4)) {
            const p = site.pick(added);
            delete props[p];
            what = `schema ${name} - ${p}`;
          } else {
            props[`prop_${n}`] = { type: site.pick(['string', 'integer', 'boolean']), description: `The ${site.words(2)}.` };
            what = `schema ${name} + prop_${n}`;
          }
        } else {
          op.tags = [site.chance(0.7) ? `area-${String(n % 40).padStart(2, '0')}` : `new-tag-${n % 5}`];
          what = `${method} ${route} tags ${JSON.stringify(op.tags)}`;
        }
      });
      return what || undefined;
    },
  },
  {
    name: 'spec file',
    weight: 0.3,
    apply: (site) => {
      if (site.files.has(SPEC)) {
        site.stashedSpec = site.files.get(SPEC);
        site.files.delete(SPEC);
        site.editYaml(CONFIG, (config) => delete config.api);
        return "removed (and the config's api)";
      }
      if (site.stashedSpec === undefined) return undefined;
      site.files.set(SPEC, site.stashedSpec);
      site.editYaml(CONFIG, (config) => (config.api = { spec: SPEC }));
      return 'restored';
    },
  },
  {
    name: 'site.config.yaml',
    weight: 1,
    apply: (site) => {
      let what = '';
      site.editYaml(CONFIG, (config) => {
        const n = site.next();
        const kind = site.pick([
          'navbar',
          'announcement',
          'tagline',
          'footer',
          'switch',
          'sidebarCollapsed',
          'postsPerPage',
          'routeBasePath',
          'lastVersion',
          'router',
          'postUrl',
        ]);
        if (kind === 'navbar') {
          const items = (config.navbar as { items: Json[] }).items;
          site.pick(items).label = `Nav ${n}`;
          what = `navbar ${JSON.stringify(items.map((i) => i.label))}`;
        } else if (kind === 'announcement') {
          if (config.announcement && site.chance(0.2)) delete config.announcement;
          else config.announcement = { id: `ann-${n}`, content: `News ${n}: see [the SDK](/sdk).`, closeable: site.chance(0.5) };
          what = `announcement ${JSON.stringify(config.announcement)}`;
        } else if (kind === 'switch') {
          const key = site.pick(['onBrokenAnchors', 'onBrokenMarkdownLinks']);
          config[key] = site.pick(['warn', 'ignore', 'throw']);
          what = `${key}: ${config[key] as string}`;
        } else if (kind === 'sidebarCollapsed') {
          const docs = (config.docs as Json[])[0]!;
          docs.sidebarCollapsed = site.chance(0.5);
          what = `sidebarCollapsed: ${docs.sidebarCollapsed as boolean}`;
        } else if (kind === 'postsPerPage') {
          const blog = (config.blogs as Json[])[0]!;
          blog.postsPerPage = 1 + Math.floor(site.random() * 3);
          what = `postsPerPage: ${blog.postsPerPage as number}`;
        } else if (kind === 'routeBasePath') {
          const sdk = (config.docs as Json[])[1]!;
          const from = sdk.routeBasePath as string;
          sdk.routeBasePath = from === '/sdk' ? '/kit' : '/sdk';
          // The config's own links to the instance follow it.
          for (const item of (config.navbar as { items: Json[] }).items) if (item.href === from) item.href = sdk.routeBasePath;
          const announcement = config.announcement as Json | undefined;
          if (announcement) announcement.content = (announcement.content as string).replace(`](${from})`, `](${sdk.routeBasePath as string})`);
          what = `sdk routeBasePath ${sdk.routeBasePath as string}`;
        } else if (kind === 'lastVersion') {
          const sdk = (config.docs as Json[])[1]!;
          sdk.lastVersion = sdk.lastVersion === '1.0' ? 'current' : '1.0';
          what = `sdk lastVersion ${sdk.lastVersion as string}`;
        } else if (kind === 'router') {
          config.router = config.router === 'hash' ? 'history' : 'hash';
          what = `router ${config.router as string}`;
        } else if (kind === 'postUrl') {
          const blog = (config.blogs as Json[])[0]!;
          blog.postUrl = blog.postUrl === 'date' ? 'slug' : 'date';
          what = `postUrl ${blog.postUrl as string}`;
        } else if (kind === 'tagline') {
          config.tagline = `Tagline ${site.words()} ${n}`;
          what = `tagline ${config.tagline as string}`;
        } else {
          (config.footer as Json).copyright = `Copyright ${n}`;
          what = `footer copyright ${n}`;
        }
      });
      return what;
    },
  },
  {
    name: 'static',
    weight: 1,
    apply: (site) => {
      const n = site.next();
      const kind = site.pick(['logo', 'notes', 'add', 'diagram', 'stylesheet', 'stylesheet image']);
      if (kind === 'logo') site.files.set('static/img/logo.svg', svg(`#${String(n).padStart(6, '0')}`, site.pick([10, 20, 40])));
      else if (kind === 'stylesheet')
        site.files.set('src/css/custom.css', `.hero { color: #${String(n).padStart(6, '0')}; background: url(../img/bg.svg); }\n`);
      else if (kind === 'stylesheet image') site.files.set('src/img/bg.svg', svg(`#${String(n).padStart(6, '0')}`));
      else if (kind === 'notes') site.files.set('static/files/notes.txt', `notes ${n}\n`);
      else if (kind === 'diagram' && site.files.has('content/docs/img/diagram.svg'))
        site.files.set('content/docs/img/diagram.svg', svg(`#${String(n).padStart(6, '0')}`));
      else site.files.set(`static/files/extra-${n}.txt`, `extra ${n}\n`);
      return `${kind} ${n}`;
    },
  },
  {
    // The same number of bytes, and the modification time the file had: only its change time tells.
    name: 'same size, time kept',
    weight: 1,
    apply: (site) => {
      const pages = [...site.files.keys()].filter((rel) => /\.mdx?$/.test(rel));
      const pinned = pages.filter((rel) => site.pinned.has(rel));
      const rel = pinned.length > 0 && site.chance(0.6) ? site.pick(pinned) : site.pick(pages);
      const text = site.files.get(rel)!;
      const lines = text.split('\n');
      // A body line that starts with a letter (after the front matter): its first letter's case turned.
      const bodyFrom = lines[0] === '---' ? lines.indexOf('---', 1) + 1 : 0;
      let at = lines.length - 1;
      while (at >= bodyFrom && !/^[A-Za-z]/.test(lines[at]!)) at--;
      if (at < bodyFrom) return `${rel}: no line to edit`;
      const line = lines[at]!;
      const first = line[0]!;
      lines[at] = (first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase()) + line.slice(1);
      site.files.set(rel, lines.join('\n'));
      const kept = site.pinned.has(rel);
      if (!kept) site.pinned.set(rel, new Date(Date.UTC(2026, 0, 1) + site.next() * 1000));
      site.keepTime.add(rel);
      return `${rel}: line ${at + 1} recased, ${kept ? 'its modification time put back' : 'its modification time pinned'}`;
    },
  },
  {
    name: 'touch',
    weight: 1,
    apply: (site) => {
      const rel = site.pick([...site.files.keys()]);
      site.touched.add(rel);
      return `${rel} written again, same bytes`;
    },
  },
  {
    name: 'home page',
    weight: 1,
    apply: (site) => {
      const n = site.next();
      site.editDoc('content/pages/index.md', (data, blocks) => {
        if (site.chance(0.5)) (data.hero as Json).tagline = `Home ${site.words()} ${n}`;
        else blocks.push(`Home text ${n}.`);
      });
      return `content/pages/index.md (${n})`;
    },
  },
];
