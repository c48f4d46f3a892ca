// Containment fuzz (issue 17, item 6): seeded sites whose slugs, file names, category slugs, tag
// permalinks, blog slugs and image paths are hostile (dot segments, backslashes, encoded dots, NUL and
// control characters, `#`, `?`, `%`, spaces, absolute paths, paths out of the site). Whatever each build
// does (build, or fail with diagnostics naming a file), nothing outside its output folder and cache
// folder changes, the secret next to the site is never published, and the output holds no symlink.
// URL fields (hero actions, feature cards, inline authors, authors.yml's authors no post names, a post's
// image) get script URLs with tabs, newlines and control characters inside or before the scheme (issue
// 38, item 2): such a site never builds, and no page of any site holds an href or src a browser would run.
// Issue 38, item 1: the same secret sits inside the site too (`.git/config`, `.env`, node_modules,
// static/.env, links in content/ and static/ to them), and image paths aim at dot folders: none of it
// is ever published.
// Most sites are valid (odd but legal slugs, names, images and URLs, so the guards run on builds that
// succeed); in about one in six of their parts the hostile form is chosen, and then the build may fail.
// Issue 38's shapes: image paths into dot folders, script URLs in markdown bodies, URL fields with
// control characters (script or not), and the cache folder, or an entry in it, a link to a neighbour's
// folder: whatever the build does, nothing outside its output folder changes.
// Every site lives in a sandbox of its own; the snapshot covers the whole sandbox.
// The suite runs a short run; `npm run fuzz:containment` a long one (CONTAINMENT_RUNS, CONTAINMENT_SEED).
import { lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/diagnostics/index.js';
import { createRandom } from '../helpers/fuzz.js';
import { makeSandbox, MINIMAL_CONFIG, removeSandboxes, snapshot } from '../helpers/index.js';

const RUNS = Number(process.env.CONTAINMENT_RUNS ?? 60);
const SEED = Number(process.env.CONTAINMENT_SEED ?? 20_261_125);
const SECRET = 'SECRET-9d41c7-do-not-publish';
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));

afterAll(removeSandboxes);

/** Pieces hostile paths are made of. */
const PIECES = [
  '..',
  '.',
  '',
  'x',
  'docs',
  'changelog',
  'index',
  '%2e%2e',
  '%2E%2e',
  '..%2f',
  '%2f',
  '\\..',
  '..\\..',
  'a b',
  'a#b',
  'a?b',
  '100%',
  '%00',
  '\u0000',
  '\u0007',
  '\u202e',
  'é',
  '~',
  '.git',
  'README',
  'site.config.yaml',
  'secret.txt',
  '\t',
  '\r\n',
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function hostilePath(random: () => number, lead = true): string {
  const parts = Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(random, PIECES));
  const sep = random() < 0.15 ? '\\' : '/';
  return `${lead && random() < 0.6 ? '/' : ''}${parts.join(sep)}`;
}

/** A YAML double-quoted string holding `value` exactly (control characters escaped). */
function yamlString(value: string): string {
  return JSON.stringify(value);
}

/** File names a writer (or an attacker) could put in content/ (no `/` and no NUL: the file system's own rules). */
function hostileName(random: () => number): string {
  const name = pick(random, ['a#b', 'a?b', '100%', 'a b', 'x%2e%2e', '..x', 'é', 'q&a', 'a"b', "it's", 'a<b>', '\u202eevil', 'tab\tname', 'x'.repeat(200)]);
  return name.replaceAll('/', '_');
}

/** Image references aimed into the site's dot folders, node_modules and the output folder (issue 38). */
const PRIVATE_IMAGES = [
  '../../.git/config',
  '../../.env',
  '../../%2egit/config',
  '../../%2Eenv',
  '../../.git/../.env',
  './../../.npmrc',
  '../.hidden/x.png',
  '../../node_modules/pkg/secret.png',
  '../../build/old.png',
  'link-dot.png',
  'link-env.png',
  'renamed-secret.png',
];

/** Image references aimed out of the site: relative climbs, absolute paths, encoded climbs, links. */
function hostileImage(random: () => number, box: string): string {
  if (random() < 0.4) return pick(random, PRIVATE_IMAGES);
  return pick(random, [
    '../../../secret.txt',
    '../../../../secret.txt',
    `${box}/secret.txt`,
    '/etc/hostname',
    '../../../%2e%2e/secret.txt',
    '..%2f..%2f..%2fsecret.txt',
    'link-out.png',
    `file://${box}/secret.txt`,
    './img/ok.png',
    `${hostilePath(random, false)}.png`,
  ]);
}

/** A script URL with tabs, newlines, NULs, control characters or spaces put into it where browsers strip or stop at them. */
function hostileScriptUrl(random: () => number): string {
  const url = [...pick(random, ['javascript:alert(1)', 'JavaScript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>'])];
  const controls = ['\t', '\n', '\r', '\u0001', '\u0000', '\u001f', ' ', '\u000b'];
  const colon = url.indexOf(':');
  for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
    // Before the scheme (any control character or space), or inside it up to the colon (where browsers drop tabs and newlines).
    const at = Math.floor(random() * (colon + 1));
    url.splice(at, 0, at === 0 ? pick(random, controls) : pick(random, ['\t', '\n', '\r', ...controls]));
  }
  return url.join('');
}

/** Every href, src or meta content of `html` that a browser, after stripping what it strips, would run. */
function scriptUrls(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|content)="([^"]*)"/g)]
    .map((m) => m[1]!.replace(/&#(x?)([0-9a-f]+);/gi, (_, hex: string, n: string) => String.fromCodePoint(parseInt(n, hex ? 16 : 10))))
    .filter((url) => /^(javascript|vbscript|data):/i.test(url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '')));
}

/** How often a part of a site takes its hostile form (else an odd but valid one). */
const HOSTILE = 0.17;

/** Path pieces a valid slug may be made of. */
const VALID_PIECES = ['x', 'docs-x', 'a-b', 'é', 'v1.2', 'q_a', 'ünï', '2026', 'a~b'];

function validPath(random: () => number): string {
  return `/${Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, VALID_PIECES)).join('/')}-${Math.floor(random() * 1e6)}`;
}

/** A URL that is safe to render however it is written: spaces and controls at its ends, tabs and newlines inside. */
function oddSafeUrl(random: () => number): string {
  const url = pick(random, ['https://example.com/a', '/docs/intro', 'mailto:a@example.com', '#top', 'https://example.com/?q=a b']);
  return pick(random, ['', ' ', '\t', '\u0001', '\n']) + url + pick(random, ['', ' ', '\n', '\u0000']);
}

/**
 * A site, mostly valid (see HOSTILE); `scriptUrls`: how many URL fields hold a script URL; `links`: symbolic
 * links to make (path in the box -> target) once the files are written.
 */
function site(random: () => number, box: string): { files: Record<string, string | Uint8Array>; scriptUrls: number; links: [string, string][] } {
  let scriptUrls = 0;
  const links: [string, string][] = [];
  const files: Record<string, string | Uint8Array> = {
    'site.config.yaml': `${MINIMAL_CONFIG}blogs:\n  - { id: changelog, path: content/changelog, routeBasePath: /changelog, title: Changelog, description: What changed. }\n`,
    'content/pages/index.md': '# Home\n',
    'content/docs/intro.md': '# Intro\n\nHello.\n',
    'content/docs/img/ok.png': PNG,
    'content/changelog/2026-01-01-first.md': '---\ntitle: First\n---\n\nFirst post.\n',
  };
  const kinds = [
    'doc-slug',
    'doc-name',
    'image',
    'raw-image',
    'category-slug',
    'post-slug',
    'tag-permalink',
    'doc-id',
    'front-matter-image',
    'hero-url',
    'feature-url',
    'author-url',
    'post-image-url',
    'body-url',
    'cache-link',
    'authors-yml-url',
    'navbar-url',
  ];
  const count = 1 + Math.floor(random() * 3);
  for (let i = 0; i < count; i++) {
    const kind = pick(random, kinds);
    const n = `${i}`;
    // One navbar and footer a config: a second pick of the kind is passed over.
    if (kind === 'navbar-url' && /^(navbar|footer):/m.test(String(files['site.config.yaml']))) continue;
    if (random() >= HOSTILE) {
      validPart(random, { kind, n, i, files, links });
      continue;
    }
    if (kind === 'doc-slug') files[`content/docs/s${n}.md`] = `---\nslug: ${yamlString(hostilePath(random))}\n---\n\n# Slug ${n}\n`;
    if (kind === 'doc-name') files[`content/docs/${hostileName(random)}${n}.md`] = `# Name ${n}\n`;
    if (kind === 'doc-id') files[`content/docs/i${n}.md`] = `---\nid: ${yamlString(hostilePath(random, false))}\n---\n\n# Id ${n}\n`;
    if (kind === 'image') files[`content/docs/img${n}.md`] = `# Image ${n}\n\n![x](${hostileImage(random, box)})\n`;
    if (kind === 'raw-image') files[`content/docs/raw${n}.md`] = `# Raw ${n}\n\n<img src="${hostileImage(random, box)}" alt="x" />\n`;
    if (kind === 'front-matter-image')
      files[`content/changelog/2026-02-0${i + 1}-fm${n}.md`] = `---\ntitle: Image ${n}\nimage: ${yamlString(hostileImage(random, box))}\n---\n\nPost.\n`;
    if (kind === 'category-slug') {
      files[`content/docs/cat${n}/_category_.yml`] = `label: Cat ${n}\nlink:\n  type: generated-index\n  slug: ${yamlString(hostilePath(random))}\n`;
      files[`content/docs/cat${n}/page.md`] = `# Page ${n}\n`;
    }
    // (A body's raw HTML may turn its URL harmless, a NUL into U+FFFD, as browsers do: only the output is checked.)
    if (kind.endsWith('-url') && kind !== 'body-url') scriptUrls++;
    if (kind === 'hero-url' || kind === 'feature-url') {
      const url = yamlString(hostileScriptUrl(random));
      files['content/pages/index.md'] =
        kind === 'hero-url'
          ? `---\nhero:\n  title: Home\n  actions:\n    - { label: Go, href: ${url} }\n---\n\n# Home\n`
          : `---\nfeatures:\n  - { title: F, details: d, href: ${url} }\n---\n\n# Home\n`;
    }
    if (kind === 'author-url') {
      const field = pick(random, ['url', 'image_url']);
      files[`content/changelog/2026-05-0${i + 1}-a${n}.md`] =
        `---\ntitle: Author ${n}\nauthors:\n  - { name: Eve, ${field}: ${yamlString(hostileScriptUrl(random))} }\n---\n\nPost.\n`;
    }
    if (kind === 'post-image-url')
      files[`content/changelog/2026-06-0${i + 1}-i${n}.md`] = `---\ntitle: Social ${n}\nimage: ${yamlString(hostileScriptUrl(random))}\n---\n\nPost.\n`;
    if (kind === 'navbar-url') files['site.config.yaml'] += chromeItems(pick(random, ['href', 'to', 'footer']), hostileScriptUrl(random));
    // An author of authors.yml no post names: shown nowhere, checked all the same.
    if (kind === 'authors-yml-url')
      files['content/changelog/authors.yml'] = `eve:\n  name: Eve\n  ${pick(random, ['url', 'image_url'])}: ${yamlString(hostileScriptUrl(random))}\n`;
    if (kind === 'body-url')
      files[`content/docs/b${n}.md`] = `# Body ${n}\n\n<a href="${hostileScriptUrl(random)
        .replace(/[\t\n\r]/g, (c) => `&#${c.charCodeAt(0)};`)
        .replaceAll('"', '&quot;')}">x</a>\n`;
    if (kind === 'cache-link') {
      // The cache folder itself a link to a neighbour's folder (refused: output/unsafe), or one of its entries.
      links.push(
        random() < 0.5
          ? ['site/node_modules/.cache/docsgen', path.join(box, 'neighbour')]
          : [`site/node_modules/.cache/docsgen/${pick(random, ['parse', 'locks', 'x.bin', 'state'])}`, path.join(box, 'neighbour')],
      );
    }
    if (kind === 'post-slug')
      files[`content/changelog/2026-03-0${i + 1}-p${n}.md`] = `---\ntitle: Post ${n}\nslug: ${yamlString(hostilePath(random))}\n---\n\nPost.\n`;
    if (kind === 'tag-permalink') {
      files['content/changelog/tags.yml'] = `t${n}:\n  label: Tag ${n}\n  permalink: ${yamlString(hostilePath(random))}\n`;
      files[`content/changelog/2026-04-0${i + 1}-t${n}.md`] = `---\ntitle: Tagged ${n}\ntags: [t${n}]\n---\n\nPost.\n`;
    }
  }
  return { files, scriptUrls, links };
}

/** A navbar item (its URL as `href` or Docusaurus's `to`) or a footer link, as the config's YAML. */
function chromeItems(where: 'href' | 'to' | 'footer', url: string): string {
  return where === 'footer'
    ? `footer:\n  columns:\n    - title: More\n      items:\n        - { label: Go, href: ${yamlString(url)} }\n`
    : `navbar:\n  items:\n    - { label: Go, ${where}: ${yamlString(url)} }\n`;
}

/** The valid form of a site part: the same kind of field or file, with a value the build accepts. */
function validPart(
  random: () => number,
  part: { kind: string; n: string; i: number; files: Record<string, string | Uint8Array>; links: [string, string][] },
): void {
  const { kind, n, i, files } = part;
  if (kind === 'doc-slug') files[`content/docs/s${n}.md`] = `---\nslug: ${yamlString(validPath(random))}\n---\n\n# Slug ${n}\n`;
  if (kind === 'doc-name') files[`content/docs/${pick(random, ['a b', 'é', 'q&a', 'x.y', 'ünï', "it's"])}${n}.md`] = `# Name ${n}\n`;
  if (kind === 'doc-id') files[`content/docs/i${n}.md`] = `---\nid: ${yamlString(pick(random, VALID_PIECES) + n)}\n---\n\n# Id ${n}\n`;
  if (kind === 'image' || kind === 'raw-image') {
    const image = pick(random, ['./img/ok.png', 'img/ok.png', './img/../img/ok.png', 'img/./ok.png']);
    files[`content/docs/img${n}.md`] = kind === 'image' ? `# Image ${n}\n\n![x](${image})\n` : `# Raw ${n}\n\n<img src="${image}" alt="x" />\n`;
  }
  if (kind === 'front-matter-image')
    files[`content/changelog/2026-02-0${i + 1}-fm${n}.md`] =
      `---\ntitle: Image ${n}\nimage: ${yamlString(pick(random, ['https://example.com/a.png', ' https://example.com/b.png']))}\n---\n\nPost.\n`;
  if (kind === 'category-slug') {
    files[`content/docs/cat${n}/_category_.yml`] = `label: Cat ${n}\nlink:\n  type: generated-index\n  slug: ${yamlString(validPath(random))}\n`;
    files[`content/docs/cat${n}/page.md`] = `# Page ${n}\n`;
  }
  if (kind === 'post-slug')
    files[`content/changelog/2026-03-0${i + 1}-p${n}.md`] = `---\ntitle: Post ${n}\nslug: ${yamlString(validPath(random))}\n---\n\nPost.\n`;
  if (kind === 'tag-permalink') {
    files['content/changelog/tags.yml'] = `t${n}:\n  label: Tag ${n}\n  permalink: ${yamlString(`/${pick(random, ['x', 'a-b', 'q_a', '2026'])}${n}`)}\n`;
    files[`content/changelog/2026-04-0${i + 1}-t${n}.md`] = `---\ntitle: Tagged ${n}\ntags: [t${n}]\n---\n\nPost.\n`;
  }
  // URL fields with control characters a browser strips, around a URL that is safe (on a home page that
  // holds no hostile URL already).
  if ((kind === 'hero-url' || kind === 'feature-url') && files['content/pages/index.md'] !== '# Home\n') return;
  if (kind === 'hero-url')
    files['content/pages/index.md'] = `---\nhero:\n  title: Home\n  actions:\n    - { label: Go, href: ${yamlString(oddSafeUrl(random))} }\n---\n\n# Home\n`;
  if (kind === 'feature-url')
    files['content/pages/index.md'] = `---\nfeatures:\n  - { title: F, details: d, href: ${yamlString(oddSafeUrl(random))} }\n---\n\n# Home\n`;
  if (kind === 'author-url')
    files[`content/changelog/2026-05-0${i + 1}-a${n}.md`] =
      `---\ntitle: Author ${n}\nauthors:\n  - { name: Eve, url: ${yamlString(oddSafeUrl(random))} }\n---\n\nPost.\n`;
  if (kind === 'post-image-url')
    files[`content/changelog/2026-06-0${i + 1}-i${n}.md`] =
      `---\ntitle: Social ${n}\nimage: "https://example.com/${pick(random, VALID_PIECES)}.png"\n---\n\nPost.\n`;
  if (kind === 'authors-yml-url') files['content/changelog/authors.yml'] = `eve:\n  name: Eve\n  url: ${yamlString(oddSafeUrl(random))}\n`;
  if (kind === 'navbar-url') {
    const url = pick(random, ['', ' ', '\t', '\u0001', '\n']) + pick(random, ['https://example.com/a', '/docs/intro', 'mailto:a@example.com']);
    files['site.config.yaml'] += chromeItems(pick(random, ['href', 'to', 'footer']), url);
  }
  if (kind === 'body-url')
    files[`content/docs/b${n}.md`] = `# Body ${n}\n\n[a](https://example.com/x) <a href="&#9;https://example.com/y">b</a> [c](/docs/intro)\n`;
  // A cache folder that docsgen made, then a build over it.
  if (kind === 'cache-link') files[`content/docs/c${n}.md`] = `# Cached ${n}\n`;
}

/** Every symlink below `dir`, and every file whose bytes hold `needle`. */
function leaks(dir: string, needle: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const abs = path.join(entry.parentPath, entry.name);
    const stat = lstatSync(abs);
    if (stat.isSymbolicLink()) found.push(`symlink ${path.relative(dir, abs)}`);
    else if (stat.isFile() && readFileSync(abs).includes(needle)) found.push(`secret in ${path.relative(dir, abs)}`);
  }
  return found;
}

test(`${RUNS} sites with hostile slugs, file names and image paths (seed ${SEED}) change nothing outside their output folder`, async () => {
  process.stdout.write(`containment fuzz: seed ${SEED}, ${RUNS} runs\n`);
  const random = createRandom(SEED);
  const failures: string[] = [];
  const outcomes = { built: 0, refused: 0, unsafe: 0 };
  for (let i = 0; i < RUNS; i++) {
    const sb = makeSandbox({});
    const hostile = site(random, sb.box);
    const files = hostile.files;
    sb.write({ 'secret.txt': SECRET, README: "the neighbour's readme", 'changelog/index.html': 'neighbour' });
    try {
      sb.write(Object.fromEntries(Object.entries(files).map(([rel, contents]) => [path.join('site', rel), contents])));
    } catch {
      continue; // a name this file system cannot hold
    }
    symlinkSync(path.join(sb.box, 'secret.txt'), path.join(sb.site, 'content', 'docs', 'link-out.png'));
    // The site's own secrets (issue 38): as a CI checkout holds them, and reached through links.
    sb.write({
      'site/.git/config': `[remote "origin"]\n\turl = https://x:${SECRET}@github.com/a/b\n`,
      'site/.env': `API_TOKEN=${SECRET}\n`,
      'site/.npmrc': `//registry.npmjs.org/:_authToken=${SECRET}\n`,
      'site/content/.hidden/x.png': Buffer.concat([PNG, Buffer.from(SECRET)]),
      'site/node_modules/pkg/secret.png': Buffer.concat([PNG, Buffer.from(SECRET)]),
      'site/content/docs/renamed-secret.png': `API_TOKEN=${SECRET}\n`,
      'site/static/.env': `API_TOKEN=${SECRET}\n`,
    });
    sb.write({ 'neighbour/keep.txt': "the neighbour's file", 'neighbour/x.bin': 'neighbour', 'site/node_modules/.cache/.keep': '' });
    for (const [at, target] of hostile.links) {
      mkdirSync(path.dirname(path.join(sb.box, at)), { recursive: true });
      symlinkSync(target, path.join(sb.box, at));
    }
    symlinkSync(path.join(sb.site, '.git', 'config'), path.join(sb.site, 'content', 'docs', 'link-dot.png'));
    symlinkSync('../../.env', path.join(sb.site, 'content', 'docs', 'link-env.png'));
    symlinkSync(path.join(sb.site, '.git', 'config'), path.join(sb.site, 'static', 'config.txt'));
    const label = `run ${i}: ${Object.keys(files)
      .filter((f) => !f.startsWith('site.config'))
      .join(', ')}`;
    const outDir = path.join(sb.site, 'build');
    const inside = (rel: string) =>
      rel === path.join('site', 'build') || rel.startsWith(path.join('site', 'build') + path.sep) || rel.startsWith(path.join('site', 'node_modules'));
    const before = snapshot(sb.box, inside);
    try {
      const result = await build({ siteDir: sb.site, outDir, workers: 1 });
      const after = snapshot(sb.box, inside);
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        const changed = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
        failures.push(`${label}: changed outside the output: ${changed.join(', ')}`);
      }
      if (result.ok) {
        outcomes.built++;
        if (hostile.scriptUrls > 0) failures.push(`${label}: built with a script URL in a URL field`);
        const leaked = leaks(outDir, SECRET);
        if (leaked.length) failures.push(`${label}: ${leaked.join(', ')}`);
        for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
          const found = scriptUrls(readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
          if (found.length) failures.push(`${label}: ${path.relative(outDir, path.join(entry.parentPath, entry.name))} links ${JSON.stringify(found)}`);
        }
        const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
        if (/\/\.\.?(\/|<)/.test(sitemap)) failures.push(`${label}: dot segment in the sitemap`);
      } else {
        outcomes.refused++;
        if (result.diagnostics.some((d) => d.code === 'link/unsafe')) outcomes.unsafe++;
        // A cache or output folder refused as a whole (output/unsafe) names it in its message.
        const unnamed = result.diagnostics.find((d) => d.severity === 'error' && !d.file && !(d.code === 'output/unsafe' && d.message.includes(sb.site)));
        if (unnamed) failures.push(`${label}: error without a file: ${formatDiagnostic(unnamed)}`);
      }
    } catch (error) {
      failures.push(`${label}: threw ${(error as Error).message}`);
    }
  }
  process.stdout.write(`containment fuzz: ${outcomes.built} built, ${outcomes.refused} refused with diagnostics (${outcomes.unsafe} with link/unsafe)\n`);
  expect(failures).toEqual([]);
  // Mostly valid sites: the guards are exercised on builds that succeed.
  expect(outcomes.built).toBeGreaterThanOrEqual(RUNS * 0.6);
  expect(outcomes.refused).toBeGreaterThan(0);
  expect(outcomes.unsafe).toBeGreaterThan(0);
}, 600_000);
