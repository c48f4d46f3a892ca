// Script injection (issue 12): a site whose every input carries payloads (titles, front matter, headings,
// link URLs, raw HTML, image alt text, author and tag names, config strings, announcement content, spec
// descriptions) is built, served and visited page by page in Chromium, in history and hash router mode.
// A payload that runs calls `pwn()` or sets `window.__pwned`; neither may ever happen, nor a dialog.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveBuild } from './support.js';

const BIN = path.resolve('bin/docsgen.js');
const RUN = 'window.__pwned=1';
/** Breaks out of text, attributes, script data and comments, then runs. */
const P = `"'><script>${RUN}</script><img src=https://invalid.invalid/x onerror="pwn()"></script><!--<script>${RUN}</script>`;
const yamlString = (value: string) => JSON.stringify(value);

const RAW_HTML = [
  `<script>${RUN}</script>`,
  '<img src="https://invalid.invalid/x" onerror="pwn()">',
  '<svg onload="pwn()"><circle r="1"/></svg>',
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<style>@import "javascript:pwn()"; body { background: url("javascript:pwn()") }</style>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<form action="javascript:${RUN}"><input type="submit" autofocus onfocus="pwn()"></form>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<a href="java&#x09;script:${RUN}" id="tabbed">tab</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${RUN}" id="entity">entity</a>`,
  `<a href="  JaVaScRiPt:${RUN}" id="mixed">mixed</a>`,
  `<a href="data:text/html,<script>${RUN}</script>" id="data">data</a>`,
  `<details open ontoggle="pwn()"><summary>s</summary>x</details>`,
  `<video><source onerror="pwn()"></video>`,
  `<math><mtext><table><mglyph><style><img src=https://invalid.invalid/x onerror="pwn()">`,
  `<noscript><p title="</noscript><img src=https://invalid.invalid/x onerror=pwn()>">`,
  `<div style="background:url(javascript:pwn())" onclick="pwn()" onmouseover="pwn()">hover</div>`,
].join('\n\n');

const SITE: Record<string, string> = {
  'site.config.yaml': `title: ${yamlString(`Site ${P}`)}
tagline: ${yamlString(`Tagline ${P}`)}
url: https://pwn.example.com
productName: ${yamlString(`Product ${P}`)}
announcement:
  id: ${yamlString(`ann-${P}`)}
  content: ${yamlString(`Note ${P} [click](javascript:${RUN}) <img src=https://invalid.invalid/x onerror=pwn()>`)}
  closeable: true
navbar:
  title: ${yamlString(`Nav ${P}`)}
  logo: { src: /logo.svg, alt: ${yamlString(`Logo ${P}`)} }
  items:
    - { label: ${yamlString(`Docs ${P}`)}, href: /docs/intro }
    - { label: ${yamlString(`Out ${P}`)}, href: "https://example.com/?q=</script><script>${RUN}</script>", position: right }
footer:
  columns:
    - title: ${yamlString(`Column ${P}`)}
      items:
        - { label: ${yamlString(`Intro ${P}`)}, href: /docs/intro }
  copyright: ${yamlString(`Copyright ${P}`)}
docs:
  - { id: docs, path: content/docs, routeBasePath: /docs, label: ${yamlString(`Docs ${P}`)} }
blogs:
  - id: changelog
    path: content/changelog
    routeBasePath: /changelog
    title: ${yamlString(`Changelog ${P}`)}
    description: ${yamlString(`Changes ${P}`)}
`,
  'static/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>',
  'content/docs/intro.md': `---
id: intro
title: ${yamlString(`Intro ${P}`)}
description: ${yamlString(`Description ${P}`)}
sidebar_label: ${yamlString(`Label ${P}`)}
keywords: [${yamlString(P)}]
image: ${yamlString(`javascript:${RUN}`)}
---

# Heading ${P}

## </script><script>${RUN}</script> <!-- second

### Heading with {#custom-id} and \`</script>\` code

Links: [plain](javascript:${RUN}), [mixed case](JaVaScRiPt:${RUN}), [entity](&#106;avascript:${RUN}),
[encoded](javascript&colon;${RUN}), [tab](<java\tscript:${RUN}>), [newline](<java&#10;script:${RUN}>),
[vbscript](vbscript:msgbox), [data](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+).

<javascript:${RUN}>

![alt ${P}" onerror="pwn()](https://invalid.invalid/x.png "title ${P}")

![x](javascript:${RUN})

Inline \`<script>${RUN}</script>\` and text ${P}.

\`\`\`html title="${P}"
<script>${RUN}</script> </script><script>${RUN}</script>
\`\`\`

:::note[${P}]
Admonition ${P}
:::

| ${P} | b |
|---|---|
| <img src=https://invalid.invalid/x onerror=pwn()> | [x](javascript:${RUN}) |

${RAW_HTML}
`,
  'content/docs/guides/_category_.yml': `label: ${yamlString(`Guides ${P}`)}
link:
  type: generated-index
  title: ${yamlString(`All ${P}`)}
  description: ${yamlString(`Index ${P}`)}
`,
  'content/docs/guides/one.md': `---
title: ${yamlString(`</script><script>${RUN}</script>`)}
---

Body with <!-- and </script> and \u2028 and \u2029 in it.
`,
  'content/pages/index.md': `---
title: ${yamlString(`Home ${P}`)}
hero:
  title: ${yamlString(`Hero ${P}`)}
  tagline: ${yamlString(`Hero tagline ${P}`)}
  actions:
    - { label: ${yamlString(`Start ${P}`)}, href: /docs/intro }
features:
  - { title: ${yamlString(`Feature ${P}`)}, details: ${yamlString(`Details ${P}`)} }
---

Home ${P}
`,
  'content/changelog/authors.yml': `eve:
  name: ${yamlString(`Eve ${P}`)}
  title: ${yamlString(`Title ${P}`)}
  url: https://example.com/eve
  email: ${yamlString(`eve@example.com"><script>${RUN}</script>`)}
  socials:
    github: ${yamlString(`eve"><script>${RUN}</script>`)}
`,
  'content/changelog/tags.yml': `bad:
  label: ${yamlString(`Tag ${P}`)}
  permalink: /bad
  description: ${yamlString(`Tag description ${P}`)}
`,
  'content/changelog/2025-01-10-post.md': `---
title: ${yamlString(`Post ${P}`)}
description: ${yamlString(`Post description ${P}`)}
authors: [eve, { name: ${yamlString(`Inline ${P}`)}, title: ${yamlString(P)} }]
tags: [bad, ${yamlString(`free </script><script>${RUN}</script>`)}]
---

Post body ${P}

<!-- truncate -->

More ${RAW_HTML}
`,
  'spec/openapi.yaml': `openapi: 3.0.3
info:
  title: ${yamlString(`API ${P}`)}
  version: ${yamlString(`1 ${P}`)}
  description: ${yamlString(`Spec ${P} [x](javascript:${RUN}) <img src=https://invalid.invalid/x onerror=pwn()>`)}
servers:
  - url: ${yamlString(`https://api.example.com/</script><script>${RUN}</script>`)}
tags:
  - name: Pets
    description: ${yamlString(`Tag ${P}`)}
paths:
  /pets/{id}:
    get:
      operationId: getPet
      tags: [Pets]
      summary: ${yamlString(`Summary ${P}`)}
      description: ${yamlString(`Operation ${P} <svg onload=pwn()>`)}
      parameters:
        - name: id
          in: path
          required: true
          description: ${yamlString(`Param ${P}`)}
          schema: { type: string, example: ${yamlString(`</script><script>${RUN}</script>`)}, enum: [${yamlString(P)}] }
      responses:
        '200':
          description: ${yamlString(`Response ${P}`)}
          content:
            application/json:
              schema:
                type: object
                description: ${yamlString(`Schema ${P}`)}
                properties:
                  name: { type: string, description: ${yamlString(`Prop ${P}`)}, example: ${yamlString(P)} }
`,
};

let siteDir: string;
const servers: ChildProcess[] = [];

function writeTree(dir: string, files: Record<string, string>) {
  for (const [rel, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), contents);
  }
}

/**
 * Builds the payload site. A script URL in a page's body or front matter fails the build (`link/unsafe`
 * at its line): each line the build refuses is taken out and the site built again, so what the browser
 * tests get is everything docsgen publishes of the payloads. Any other error fails the test.
 */
function buildSite(router: 'history' | 'hash'): string {
  const out = path.join(siteDir, `out-${router}`);
  const config = `${SITE['site.config.yaml']}router: ${router}\n`;
  writeFileSync(path.join(siteDir, 'site.config.yaml'), config);
  for (let round = 0; round < 5; round++) {
    const result = spawnSync(process.execPath, [BIN, 'build', '.', '--out-dir', out, '--no-cache'], { cwd: siteDir, encoding: 'utf8' });
    if (result.status === 0) return out;
    const errors = result.stderr.split('\n').filter((line) => /\s{2}error\s{2}/.test(line));
    const refused = errors.map((line) => /^(\S+):(\d+):\d+\s+error\s+link\/unsafe\s/.exec(line)).filter((m) => m !== null);
    if (refused.length === 0 || refused.length !== errors.length)
      throw new Error(`payload site (${router}) did not build:\n${result.stdout}\n${result.stderr}`);
    refusedLines += refused.length;
    for (const m of refused) {
      const abs = path.join(siteDir, m[1]!);
      const text = readFileSync(abs, 'utf8').split('\n');
      // A YAML key stays (a required one, such as the announcement's content, must): its script URLs
      // are made plain links, so the rest of its payload still reaches the browser; any other line goes.
      const line = text[Number(m[2]) - 1] ?? '';
      const key = /^(\s*(?:- )?[A-Za-z_][\w-]*:\s)/.exec(line);
      const neutral = line.replace(/(?:java|vb)script:|data:/gi, 'https://refused.invalid/?');
      text[Number(m[2]) - 1] = !key ? '' : neutral !== line && round === 0 ? neutral : `${key[1]}'refused'`;
      writeFileSync(abs, text.join('\n'));
    }
  }
  throw new Error(`payload site (${router}) still refused after five rounds`);
}

/** Lines of the payload site the build refused as script URLs (see buildSite). */
let refusedLines = 0;

function serve(dir: string): Promise<string> {
  return serveBuild(dir, servers, siteDir);
}

/** Every page URL of a history-mode build, from its index.html files. */
function pageUrls(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => `/${path.relative(dir, e.parentPath).split(path.sep).join('/')}`.replace(/\/$/, '') || '/')
    .sort();
}

/** Installs the tripwires: `pwn()` and `__pwned`, counted per page, and dialogs recorded. */
async function arm(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __pwned?: number; pwn: () => void };
    w.pwn = () => {
      w.__pwned = 1;
    };
  });
  return dialogs;
}

async function expectClean(page: Page, where: string) {
  // Give deferred scripts, hydration, image errors and meta refreshes time to fire.
  await page.waitForTimeout(300);
  const pwned = await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0).catch(() => -1);
  expect.soft(pwned, `${where}: a payload ran (or the page navigated away)`).toBe(0);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-injection-'));
  writeTree(siteDir, SITE);
});

test.afterAll(() => {
  for (const child of servers) child.kill('SIGTERM');
  rmSync(siteDir, { recursive: true, force: true });
});

test('the tripwires work: an unsanitised payload of the kind used here is caught', async ({ page }) => {
  await arm(page);
  await page.goto('about:blank');
  await page.setContent('<img src="https://invalid.invalid/x" onerror="pwn()">');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0)).toBe(1);
});

test('no payload runs on any page of the history-router build', async ({ page }) => {
  test.setTimeout(120_000);
  const base = await serve(buildSite('history'));
  // The script URLs of the bodies, front matter and raw HTML failed the build at their lines.
  expect(refusedLines).toBeGreaterThanOrEqual(10);
  const dialogs = await arm(page);
  const urls = pageUrls(path.join(siteDir, 'out-history'));
  expect(urls.length).toBeGreaterThan(10);
  for (const url of urls) {
    await page.goto(base + url);
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached', timeout: 10_000 }).catch(() => undefined);
    // Hover and focus what payloads might hang handlers on, then check.
    await page.mouse.move(10, 200);
    await expectClean(page, url);
    expect.soft(new URL(page.url()).pathname, `${url}: the page navigated`).toBe(url === '/' ? '/' : url);
  }
  expect(dialogs).toEqual([]);
});

test('every javascript:, data: and vbscript: URL is gone from the HTML, and embedded data cannot close its script', async ({ page }) => {
  const base = await serve(path.join(siteDir, 'out-history'));
  await arm(page);
  for (const url of ['/docs/intro', '/changelog', '/api', '/']) {
    await page.goto(base + url);
    const found = await page.evaluate(() => {
      const bad: string[] = [];
      for (const el of Array.from(document.querySelectorAll('[href],[src],[action],[data],[formaction],[srcdoc]'))) {
        for (const name of ['href', 'src', 'action', 'data', 'formaction', 'srcdoc']) {
          if (!el.hasAttribute(name)) continue;
          const value = (el.getAttribute(name) ?? '').replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
          if (/^(javascript|vbscript|data:text\/html)/.test(value) || name === 'srcdoc') bad.push(`${el.tagName} ${name}=${value}`);
        }
        for (const attr of Array.from(el.attributes)) if (/^on/i.test(attr.name)) bad.push(`${el.tagName} ${attr.name}`);
      }
      for (const el of Array.from(document.querySelectorAll('*'))) {
        for (const attr of Array.from(el.attributes)) if (/^on/i.test(attr.name)) bad.push(`${el.tagName} ${attr.name}`);
      }
      // Every inline script is one of docsgen's own (none contains a payload marker).
      for (const s of Array.from(document.querySelectorAll('script')))
        if (s.textContent?.includes('__pwned')) bad.push(`script: ${s.textContent.slice(0, 80)}`);
      return [...new Set(bad)];
    });
    expect.soft(found, url).toEqual([]);
    // Island props are JSON in attributes: each still parses, so no payload split them.
    const props = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-props]')).map((el) => {
        try {
          JSON.parse(el.getAttribute('data-props')!);
          return 'ok';
        } catch {
          return el.getAttribute('data-props')!.slice(0, 80);
        }
      }),
    );
    expect
      .soft(
        props.filter((p) => p !== 'ok'),
        url,
      )
      .toEqual([]);
  }
  // The route manifest still defines the route table, whole.
  const routes = await page.evaluate(() => (window as unknown as { __DOCSGEN_ROUTES__?: { routes: string[] } }).__DOCSGEN_ROUTES__?.routes.length ?? 0);
  expect(routes).toBeGreaterThan(10);
});

test('no payload runs in the hash-router build, whose pages travel as data scripts', async ({ page }) => {
  test.setTimeout(120_000);
  const out = buildSite('hash');
  const base = await serve(out);
  const dialogs = await arm(page);
  const urls = pageUrls(path.join(siteDir, 'out-history'));
  await page.goto(`${base}/`);
  for (const url of urls) {
    await page.goto(`${base}/#${url}`);
    await expectClean(page, `#${url}`);
  }
  expect(dialogs).toEqual([]);
});
