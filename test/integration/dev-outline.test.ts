// `docsgen dev` without full reloads: a save that changes what other pages show of a doc (its title,
// sidebar place, a new, deleted or renamed file, a category file) reaches every page's sidebar with
// only the saved file parsed; a broken save is reported at its line and its fix clears it; and saves
// made while the background parse after the start runs are served at once and survive it.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DevSite } from '../../src/pipeline/dev-site.js';
import { startDevServer } from '../../src/server/dev-server.js';
import { makeSite, removeSites } from '../helpers/index.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/minimal', import.meta.url));
let site: string;
let dev: DevSite;

/** The sidebar of a page as `label -> href` lines (a category without a page of its own has no href). */
function sidebar(html: string): string[] {
  const nav = /<nav aria-label="Docs sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...nav.matchAll(/<(?:a|span|button)[^>]*class="menu__link[^"]*"([^>]*)>([^<]*)</g)].map(([, attrs, label]) => {
    const href = /href="([^"]*)"/.exec(attrs!)?.[1];
    return href ? `${label} -> ${href}` : label!;
  });
}

async function page(url: string): Promise<string> {
  const answer = await dev.respond(url);
  if (answer.type !== 'page' || answer.status !== 200) throw new Error(`${url}: ${answer.type}`);
  return answer.html;
}

const write = (rel: string, text: string) => writeFileSync(path.join(site, rel), text);
const read = (rel: string) => readFileSync(path.join(site, rel), 'utf8');
const saved = (...files: string[]) => dev.applyChange(files, 'content');

beforeEach(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'docsgen-dev-outline-'));
  cpSync(fixture, site, { recursive: true });
  dev = await DevSite.open(site);
  expect((await dev.load()).ok).toBe(true);
});

afterEach(() => rmSync(site, { recursive: true, force: true }));
afterAll(() => removeSites());

describe('a save that changes what other pages show of a doc', () => {
  test('a new title reaches the sidebar of every other page, with only the saved file read again', async () => {
    const before = sidebar(await page('/docs'));
    expect(before).toContain('JWT -> /docs/guides/jwt');
    // Changed on disk without the watcher's word: a full load would read it, a save of another file does not.
    write(
      'content/docs/01-getting-started/02-configuration.md',
      `${read('content/docs/01-getting-started/02-configuration.md')}\nNot saved through the watcher.\n`,
    );
    write('content/docs/02-guides/jwt.md', read('content/docs/02-guides/jwt.md').replace('# JWT', '# JSON Web Tokens'));
    const update = await saved('content/docs/02-guides/jwt.md');
    expect(update).toMatchObject({ ok: true, browsers: 'reload' });
    for (const url of ['/docs', '/docs/getting-started/installation', '/docs/guides']) {
      expect(sidebar(await page(url))).toContain('JSON Web Tokens -> /docs/guides/jwt');
    }
    expect(await page('/docs/getting-started/configuration')).not.toContain('Not saved through the watcher.');
  });

  test("a sidebar_position moves the doc in every page's sidebar", async () => {
    const order = async () => sidebar(await page('/docs/guides')).filter((l) => l.startsWith('Install') || l.startsWith('Configuration'));
    expect(await order()).toEqual(['Install -> /docs/getting-started/installation', 'Configuration -> /docs/getting-started/configuration']);
    const file = 'content/docs/01-getting-started/02-configuration.md';
    write(file, `---\nsidebar_position: 0\n---\n${read(file)}`);
    expect((await saved(file)).browsers).toBe('reload');
    expect(await order()).toEqual(['Configuration -> /docs/getting-started/configuration', 'Install -> /docs/getting-started/installation']);
  });

  test('a new file appears in the sidebar, a renamed one moves, a deleted one goes', async () => {
    write('content/docs/02-guides/sessions.md', '# Sessions\n\nHow sessions work.\n');
    expect((await saved('content/docs/02-guides/sessions.md')).browsers).toBe('reload');
    expect(sidebar(await page('/docs'))).toContain('Sessions -> /docs/guides/sessions');
    expect(await page('/docs/guides/sessions')).toContain('How sessions work.');

    renameSync(path.join(site, 'content/docs/02-guides/sessions.md'), path.join(site, 'content/docs/02-guides/session-tokens.md'));
    await saved('content/docs/02-guides/sessions.md', 'content/docs/02-guides/session-tokens.md');
    const renamed = sidebar(await page('/docs'));
    expect(renamed).toContain('Sessions -> /docs/guides/session-tokens');
    expect(renamed).not.toContain('Sessions -> /docs/guides/sessions');
    expect(await dev.respond('/docs/guides/sessions')).toMatchObject({ status: 404 });

    unlinkSync(path.join(site, 'content/docs/02-guides/session-tokens.md'));
    expect((await saved('content/docs/02-guides/session-tokens.md')).browsers).toBe('reload');
    expect(sidebar(await page('/docs')).some((l) => l.startsWith('Sessions'))).toBe(false);
    expect(await dev.respond('/docs/guides/session-tokens')).toMatchObject({ status: 404 });
  });

  test("a category file's label, a new category file and a deleted one reach the sidebar", async () => {
    const category = 'content/docs/01-getting-started/_category_.yml';
    write(category, read(category).replace('label: Getting started', 'label: First steps'));
    expect((await saved(category)).browsers).toBe('reload');
    expect(sidebar(await page('/docs/guides/jwt'))).toContain('First steps -> /docs/category/first-steps');

    write('content/docs/02-guides/_category_.json', '{ "label": "How-to guides" }');
    await saved('content/docs/02-guides/_category_.json');
    expect(sidebar(await page('/docs'))).toContain('How-to guides -> /docs/guides');
    unlinkSync(path.join(site, 'content/docs/02-guides/_category_.json'));
    await saved('content/docs/02-guides/_category_.json');
    expect(sidebar(await page('/docs'))).toContain('Guides -> /docs/guides');
  });

  test('a new folder of docs appears as a category, and a deleted one goes with its docs, without a full load', async () => {
    // Changed on disk without the watcher's word: a full load would read it.
    write('content/docs/index.md', `${read('content/docs/index.md')}\nNot saved through the watcher.\n`);
    mkdirSync(path.join(site, 'content/docs/03-recipes'));
    write('content/docs/03-recipes/rotate-keys.md', '# Rotate keys\n');
    write('content/docs/03-recipes/revoke.md', '# Revoke a session\n');
    // The watcher reports the folder, then its files.
    expect((await saved('content/docs/03-recipes')).browsers).toBe('none');
    await saved('content/docs/03-recipes/rotate-keys.md', 'content/docs/03-recipes/revoke.md');
    const items = sidebar(await page('/docs/guides'));
    // A category without a page of its own links to its first doc (as in Docusaurus).
    expect(items).toContain('Recipes -> /docs/recipes/revoke');
    expect(items).toContain('Rotate keys -> /docs/recipes/rotate-keys');

    rmSync(path.join(site, 'content/docs/03-recipes'), { recursive: true });
    expect((await saved('content/docs/03-recipes')).browsers).toBe('reload');
    expect(sidebar(await page('/docs/guides')).filter((l) => /Recipes|Rotate|Revoke/.test(l))).toEqual([]);
    expect(await dev.respond('/docs/recipes/revoke')).toMatchObject({ status: 404 });
    expect(await page('/docs')).not.toContain('Not saved through the watcher.');
  });
});

describe('a broken save', () => {
  test('is reported at its file and line while the last good page is served; the fix clears it', async () => {
    const file = 'content/docs/02-guides/jwt.md';
    const good = read(file);
    write(file, `---\ntitle: [unclosed\n---\n# Broken\n`);
    const broken = await saved(file);
    expect(broken.ok).toBe(false);
    expect(broken.browsers).toBe('none');
    expect(broken.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([['front-matter/yaml', file, 2]]);
    expect(await page('/docs/guides/jwt')).toContain('Standard claims.');
    expect(sidebar(await page('/docs'))).toContain('JWT -> /docs/guides/jwt');

    write(file, good.replace('Standard claims.', 'Standard and private claims.'));
    const fixed = await saved(file);
    expect(fixed).toMatchObject({ ok: true, browsers: 'reload', diagnostics: [] });
    expect(await page('/docs/guides/jwt')).toContain('Standard and private claims.');
  });

  test('an MDX syntax error is reported at its line in the file', async () => {
    const file = 'content/docs/02-guides/jwt.md';
    write(file, '# JWT\n\nFine.\n\n<Note>unclosed {oops\n');
    const broken = await saved(file);
    expect(broken.ok).toBe(false);
    const problem = broken.diagnostics.find((d) => d.file === file);
    expect(problem).toMatchObject({ severity: 'error', line: 5 });
    expect(await page('/docs/guides/jwt')).toContain('Standard claims.');
  });
});

describe('saves while the background parse runs', () => {
  /** A generated site of `pages` docs, served from outlines with its bodies parsed in the background. */
  async function startedCorpus(pages: number, seed: number) {
    const { generateCorpus } = await import('../../bench/generate-corpus.mjs');
    const corpus = path.join(makeSite({}), 'corpus');
    generateCorpus(corpus, pages, { seed });
    const outlined = await DevSite.open(corpus);
    expect((await outlined.load({ headsOnly: true })).ok).toBe(true);
    return { corpus, site: outlined };
  }

  test('are served at once, and the background parse never puts an older text back', async () => {
    const { corpus, site: outlined } = await startedCorpus(300, 5);
    let finished = false;
    const background = outlined.loadAll().then((update) => ((finished = true), update));
    // The first docs in file order: the ones the background parse has in hand as they are saved.
    const files = ['01', '02', '03', '04', '05'].flatMap((p) => [1, 2].map((t) => `content/docs/section-01/topic-0${t}/page-${p}.md`));
    for (const [i, file] of files.entries()) {
      writeFileSync(path.join(corpus, file), `${readFileSync(path.join(corpus, file), 'utf8')}\nSaved during the start, number ${i}.\n`);
      const update = await outlined.applyChange([file], 'content');
      expect(update.browsers).toBe('reload');
      const answer = await outlined.respond(`/${file.replace(/^content\//, '').replace(/\.md$/, '')}`);
      expect(answer.type === 'page' && answer.html).toContain(`Saved during the start, number ${i}.`);
    }
    const retitled = 'content/docs/section-02/topic-01/page-02.md';
    writeFileSync(path.join(corpus, retitled), readFileSync(path.join(corpus, retitled), 'utf8').replace(/^title: .*$/m, 'title: Retitled while loading'));
    await outlined.applyChange([retitled], 'content');
    expect(finished).toBe(false);
    const other = async () => {
      const answer = await outlined.respond('/docs/section-02/topic-01/page-01');
      return answer.type === 'page' ? answer.html : '';
    };
    expect(sidebar(await other())).toContain('Retitled while loading -> /docs/section-02/topic-01/page-02');

    expect((await background).ok).toBe(true);
    for (const [i, file] of files.entries()) {
      const answer = await outlined.respond(`/${file.replace(/^content\//, '').replace(/\.md$/, '')}`);
      expect(answer.type === 'page' && answer.html).toContain(`Saved during the start, number ${i}.`);
    }
    expect(sidebar(await other())).toContain('Retitled while loading -> /docs/section-02/topic-01/page-02');
  }, 120_000);

  test('a broken save is reported in the problems stream at its line, and its fix clears it', async () => {
    const { generateCorpus } = await import('../../bench/generate-corpus.mjs');
    const corpus = path.join(makeSite({}), 'corpus');
    generateCorpus(corpus, 300, { seed: 6 });
    // Whole-site loads report no changed file: the start's outline load, then the background parse.
    let siteLoads = 0;
    const server = await startDevServer({ siteDir: corpus, port: 0, host: '127.0.0.1', report: (_d, r) => void (r.changed.length === 0 && siteLoads++) });
    const controller = new AbortController();
    const problems: { code: string; file: string; line: number }[][] = [];
    void fetch(new URL('/__docsgen/events', server.url), { signal: controller.signal })
      .then(async (res) => {
        let buffer = '';
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += Buffer.from(chunk).toString('utf8');
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith('event: problems')) problems.push(JSON.parse(/^data: (.*)$/m.exec(block)![1]!));
          }
        }
      })
      .catch(() => undefined);
    const until = async (ready: () => boolean) => {
      for (const deadline = Date.now() + 10_000; !ready(); await new Promise((r) => setTimeout(r, 20))) {
        if (Date.now() > deadline) throw new Error('not within 10 s');
      }
    };
    try {
      await until(() => problems.length > 0);
      const file = 'content/docs/section-02/topic-02/page-04.md';
      const good = readFileSync(path.join(corpus, file), 'utf8');
      writeFileSync(path.join(corpus, file), good.replace(/^sidebar_position: .*$/m, 'sidebar_position: first'));
      await until(() => problems.some((list) => list.some((d) => d.file === file)));
      const shown = problems.find((list) => list.some((d) => d.file === file))!;
      expect(shown.map((d) => [d.code, d.file, d.line])).toEqual([['front-matter/invalid', file, 3]]);
      // Shown while the background parse still runs.
      expect(siteLoads).toBe(1);
      const seen = problems.length;
      writeFileSync(path.join(corpus, file), good);
      await until(() => problems.slice(seen).some((list) => !list.some((d) => d.file === file)));
      await server.idle();
      expect(problems.at(-1)!.filter((d) => d.file === file)).toEqual([]);
    } finally {
      controller.abort();
      await server.close();
    }
  }, 120_000);
});
