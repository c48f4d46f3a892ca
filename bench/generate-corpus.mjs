// Writes a deterministic, valid docsgen site of N ~1,000-word markdown pages for `npm run bench`.
// It must stay byte-identical for the same (pages, seed) and must never emit a broken link or anchor.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PAGES_PER_FOLDER = 20;
export const FOLDERS_PER_SECTION = 10;
/** Written last into the corpus folder; run.mjs reuses a corpus only when it matches. */
export const MARKER_FILE = '.bench-corpus.json';

const SITE_CONFIG = `title: Bench
tagline: Generated corpus
url: https://bench.example.com
baseUrl: /
productName: Bench
`;
const WORDS = (
  'alpha beta gamma delta widget server client route page build render cache token theme layout ' +
  'sidebar search index config option value source target module plugin stage graph anchor link ' +
  'folder output input stream buffer worker thread queue event handler request response header ' +
  'status error warning message report check rule schema field record entry table column row list ' +
  'item node tree branch leaf parent child sibling version release feature update change commit ' +
  'the a of to and in for with on by from that this it is are can will should may must each every'
).split(' ');
const VERBS = 'configure deploy install render build validate cache index publish migrate extend test'.split(' ');
const NOUNS = 'widgets routes pages themes plugins sidebars feeds anchors links tokens workers assets'.split(' ');
const FIXED_HEADINGS = ['Example', 'Notes', 'Reference details'];
export const CUSTOM_ID = 'custom-reference';

/** mulberry32: tiny seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The github-slugger rule for plain-word headings: lowercase, drop punctuation, spaces to '-'. */
export function slugify(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');
}

/** Path of page `i` relative to content/docs, e.g. `section-01/topic-02/page-03.md`. */
export function pagePath(i) {
  const folder = Math.floor(i / PAGES_PER_FOLDER);
  const section = Math.floor(folder / FOLDERS_PER_SECTION);
  const pad = (n) => String(n + 1).padStart(2, '0');
  return `section-${pad(section)}/topic-${pad(folder % FOLDERS_PER_SECTION)}/page-${pad(i % PAGES_PER_FOLDER)}.md`;
}

/** Title and h2 texts of page `i`, derived from its own PRNG so other pages can link to its anchors. */
function planPage(i, seed) {
  const rand = mulberry32(seed * 100003 + i);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const h2 = new Set();
  while (h2.size < 3) h2.add(`${cap(pick(VERBS))} the ${pick(NOUNS)}`);
  const title = `Page ${i + 1} ${cap(pick(WORDS.slice(0, 40)))}`;
  return { rand, title, h2: [...h2] };
}

/** Every anchor a page exposes, in document order (duplicate "Example"/"Notes" get -1, -2). */
function anchorsOf(plan) {
  const [a, b, c] = plan.h2.map(slugify);
  return [a, 'example', 'notes', b, 'example-1', 'notes-1', c, 'example-2', CUSTOM_ID];
}

const cap = (s) => s[0].toUpperCase() + s.slice(1);

/** Builds the markdown of page `i`; `plans` holds every page's plan for cross-page anchors. */
function renderPage(i, plans, pages, words) {
  const plan = plans[i];
  const { rand } = plan;
  const int = (n) => Math.floor(rand() * n);
  const pick = (list) => list[int(list.length)];
  const word = () => pick(WORDS);
  const here = posix.dirname(pagePath(i));
  const linkTo = (j, anchor) => {
    let rel = posix.relative(here, pagePath(j));
    if (!rel.startsWith('.')) rel = `./${rel}`;
    return anchor ? `${rel}#${anchor}` : rel;
  };
  const anchorOf = (j) => {
    const list = anchorsOf(plans[j]);
    return list[int(list.length)];
  };
  // Link targets: next page in the folder, another folder in the section, anywhere in the corpus.
  const folderStart = i - (i % PAGES_PER_FOLDER);
  const sameFolder = Math.min(folderStart + (((i % PAGES_PER_FOLDER) + 1) % PAGES_PER_FOLDER), pages - 1);
  const sectionSize = PAGES_PER_FOLDER * FOLDERS_PER_SECTION;
  const sectionStart = i - (i % sectionSize);
  const sameSection = Math.min(sectionStart + int(sectionSize), pages - 1);
  const anywhere = int(pages);
  const links = [
    `[the next page](${linkTo(sameFolder)})`,
    `[a related topic](${linkTo(sameSection, anchorOf(sameSection))})`,
    `[another section](${linkTo(anywhere, anchorOf(anywhere))})`,
    `[the second example](#example-1)`,
    `[the ${pick(NOUNS)} guide](${linkTo(int(pages))})`,
  ];
  /** A paragraph of about `n` whitespace-separated words with emphasis, code and maybe a link. */
  const paragraph = (n, link) => {
    const out = [];
    let count = 0;
    let sentence = 0;
    const push = (chunk) => {
      out.push(chunk);
      count += chunk.split(' ').length;
    };
    if (link) push(`See ${link} for details.`);
    while (count < n) {
      const r = rand();
      let w = word();
      if (sentence === 0) w = cap(w);
      if (r < 0.04) w = `*${w}*`;
      else if (r < 0.06) w = `**${w}**`;
      else if (r < 0.09) w = `\`${w}()\``;
      sentence++;
      if (sentence > 8 + int(10) || count + 1 >= n) {
        w += '.';
        sentence = 0;
      }
      push(w);
    }
    return out.join(' ');
  };
  const list = (ordered, n) => Array.from({ length: n }, (_, k) => `${ordered ? `${k + 1}.` : '-'} ${paragraph(6 + int(6))}`).join('\n');
  const table = () => {
    const rows = Array.from({ length: 4 }, () => `| \`${word()}\` | ${pick(['string', 'number', 'boolean'])} | \`"${word()}"\` | ${paragraph(6)} |`);
    return ['| Option | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows].join('\n');
  };
  const tsBlock = () => {
    const name = `${pick(NOUNS)}-${i + 1}`;
    const factory = `create${cap(pick(WORDS.slice(0, 40)))}`;
    return [
      `\`\`\`ts title="${name}.ts" {1,3}`,
      `import { ${factory} } from "./${word()}";`,
      '',
      `const ${word()}Value = ${factory}({ name: "${word()}", size: ${int(100)} });`,
      `export function ${pick(VERBS)}(input: string): string {`,
      `  return input.trim() + "${word()}";`,
      '}',
      '```',
    ].join('\n');
  };
  const bashBlock = () =>
    ['```bash', `# ${pick(VERBS)} the ${pick(NOUNS)}`, `npm install ${word()}-${word()}`, `npx docsgen build --out-dir ${word()}`, '```'].join('\n');

  // Paragraph slots are filled last so the whole body lands near the word target.
  const slot = (link) => ({ link });
  const [h2a, h2b, h2c] = plan.h2;
  const blocks = [
    slot(links[0]),
    `## ${h2a}`,
    slot(links[1]),
    `### Example`,
    slot(),
    list(false, 4),
    `### Notes`,
    slot(),
    `## ${h2b}`,
    slot(links[2]),
    table(),
    `### Example`,
    tsBlock(),
    slot(),
    `### Notes`,
    slot(),
    `## ${h2c}`,
    slot(),
    `:::tip\n${paragraph(25)}\n:::`,
    list(true, 3),
    `### Example`,
    bashBlock(),
    slot(links[3]),
    `## Reference details {#${CUSTOM_ID}}`,
    slot(links[4]),
  ];
  const countWords = (s) => s.split(/\s+/).filter(Boolean).length;
  const fixed = blocks.filter((b) => typeof b === 'string').reduce((n, b) => n + countWords(b), 0);
  const slots = blocks.filter((b) => typeof b !== 'string').length;
  // About 1,000 words a page (the bench's shape), or `words` (tests that need many pages, not long ones).
  const remaining = words === undefined ? Math.max(slots * 20, 1000 + int(60) - 30 - fixed) : Math.max(slots * 2, words - fixed);
  const body = blocks.map((b) => (typeof b === 'string' ? b : paragraph(Math.round(remaining / slots), b.link))).join('\n\n');
  const description = paragraph(12).replace(/[*`]/g, '');
  const front = `---\ntitle: ${plan.title}\nsidebar_position: ${(i % PAGES_PER_FOLDER) + 1}\ndescription: ${description}\n---\n`;
  return `${front}\n${body}\n`;
}

function generatorHash() {
  return createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex')
    .slice(0, 16);
}

/** The marker contents a corpus of these parameters has; compare with the file to decide on reuse. */
export function corpusMarker(pages, seed = 1, words = undefined) {
  return `${JSON.stringify({ pages, seed, ...(words === undefined ? {} : { words }), generator: generatorHash() })}\n`;
}

/**
 * Writes a complete site into `dir`: site.config.yaml, content/pages/index.md and `pages` docs (about
 * `words` words each, when given). Refuses a non-empty folder that has no marker file, so it can never
 * wipe real content.
 * @param {string} dir
 * @param {number} pages
 * @param {{ seed?: number, words?: number }} [options]
 */
export function generateCorpus(dir, pages, { seed = 1, words = undefined } = {}) {
  if (!Number.isInteger(pages) || pages < 1) throw new Error(`pages must be a positive integer, got ${pages}`);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    if (!existsSync(join(dir, MARKER_FILE))) throw new Error(`${dir} is not empty and is not a bench corpus`);
    for (const name of [MARKER_FILE, 'content', 'site.config.yaml']) rmSync(join(dir, name), { recursive: true, force: true });
  }
  mkdirSync(join(dir, 'content/pages'), { recursive: true });
  writeFileSync(join(dir, 'site.config.yaml'), SITE_CONFIG);
  writeFileSync(join(dir, 'content/pages/index.md'), '---\ntitle: Bench\n---\n\nA generated corpus for measuring docsgen against the bare unified pipeline.\n');
  const plans = Array.from({ length: pages }, (_, i) => planPage(i, seed));
  const docs = join(dir, 'content/docs');
  for (let i = 0; i < pages; i++) {
    const rel = pagePath(i);
    if (i % PAGES_PER_FOLDER === 0) {
      const folder = Math.floor(i / PAGES_PER_FOLDER);
      const sectionDir = join(docs, posix.dirname(posix.dirname(rel)));
      if (folder % FOLDERS_PER_SECTION === 0) {
        mkdirSync(sectionDir, { recursive: true });
        const section = folder / FOLDERS_PER_SECTION;
        writeFileSync(join(sectionDir, '_category_.yml'), `label: Section ${section + 1}\nposition: ${section + 1}\n`);
      }
      const folderDir = join(docs, posix.dirname(rel));
      mkdirSync(folderDir, { recursive: true });
      const position = (folder % FOLDERS_PER_SECTION) + 1;
      writeFileSync(join(folderDir, '_category_.yml'), `label: Topic ${folder + 1}\nposition: ${position}\n`);
    }
    writeFileSync(join(docs, rel), renderPage(i, plans, pages, words));
  }
  writeFileSync(join(dir, MARKER_FILE), corpusMarker(pages, seed, words));
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const [dir, pagesArg, seedArg] = process.argv.slice(2);
  const pages = Number(pagesArg);
  if (!dir || !Number.isInteger(pages) || pages < 1) {
    console.error('usage: node bench/generate-corpus.mjs <dir> <pages> [seed]');
    process.exit(2);
  }
  const start = performance.now();
  generateCorpus(dir, pages, { seed: seedArg ? Number(seedArg) : 1 });
  console.log(`wrote ${pages} pages to ${dir} in ${((performance.now() - start) / 1000).toFixed(2)} s`);
}
