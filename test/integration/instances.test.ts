// Docs instances are isolated (sidebars, breadcrumbs, previous/next), versions get their own routes and
// a version menu, and unlisted docs are built but kept out of sidebars and the sitemap, with noindex.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, element, hrefs, makeSite, removeSites, type BuiltSite } from '../helpers/index.js';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/sites/${name}`, import.meta.url));
afterAll(removeSites);

/** The hrefs of the items of the desktop docs sidebar of a page (the version menu left out). */
function sidebarHrefs(html: string): string[] {
  const aside = element(html, '<aside class="doc-sidebar"');
  return hrefs(element(aside, '<nav aria-label="Docs sidebar"'));
}

describe('two docs instances', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite(fixture('two-instances'), { outDir: path.join(makeSite({}), 'out'), strict: true });
    expect(site.result.diagnostics).toEqual([]);
  });

  test('each instance has its routes under its own base', () => {
    expect([...site.result.graph!.routes.keys()].sort()).toEqual([
      '/',
      '/404',
      '/docs',
      '/docs/guides/jwt',
      '/docs/guides/secret',
      '/sdk',
      '/sdk/interfaces/CookieAttributes',
      '/sdk/modules',
    ]);
  });

  test('the docs sidebar never shows SDK items and the SDK sidebar never shows docs items', () => {
    const docs = sidebarHrefs(site.files('docs/guides/jwt/index.html'));
    const sdk = sidebarHrefs(site.files('sdk/modules/index.html'));
    // The guides category has no page of its own: without JS it leads to its first doc.
    expect(docs).toEqual(['/docs', '/docs/guides/jwt', '/docs/guides/jwt']);
    expect(sdk).toEqual(['/sdk', '/sdk/modules', '/sdk/interfaces/CookieAttributes', '/sdk/interfaces/CookieAttributes']);
  });

  test('previous/next stay inside the instance', () => {
    const sdkFirst = site.files('sdk/index.html');
    const pagination = element(sdkFirst, '<nav aria-label="Docs pages"');
    expect(hrefs(pagination)).toEqual(['/sdk/modules']);
    const docsLast = element(site.files('docs/guides/jwt/index.html'), '<nav aria-label="Docs pages"');
    expect(hrefs(docsLast)).toEqual(['/docs']);
  });

  test('the SDK navbar item is active on every /sdk page and not on docs pages', () => {
    for (const page of ['sdk/index.html', 'sdk/modules/index.html', 'sdk/interfaces/CookieAttributes/index.html']) {
      expect(site.files(page)).toMatch(
        /<a[^>]*class="[^"]*navbar__link--active[^"]*"[^>]*href="\/sdk"|<a[^>]*href="\/sdk"[^>]*class="[^"]*navbar__link--active/,
      );
    }
    expect(site.files('docs/guides/jwt/index.html')).not.toMatch(/href="\/sdk"[^>]*navbar__link--active|navbar__link--active[^>]*href="\/sdk"/);
  });

  test('an instance with one version renders no version menu', () => {
    expect(site.files('sdk/modules/index.html')).not.toContain('version-menu');
  });

  test('an unlisted doc is built with noindex but left out of the sidebar and the sitemap', () => {
    const secret = site.files('docs/guides/secret/index.html');
    expect(secret).toContain('<meta name="robots" content="noindex">');
    expect(sidebarHrefs(site.files('docs/guides/jwt/index.html'))).not.toContain('/docs/guides/secret');
    expect(site.files('sitemap.xml')).not.toContain('/docs/guides/secret');
    expect(site.files('sitemap.xml')).toContain('<loc>https://docs.example.com/sdk/interfaces/CookieAttributes</loc>');
    expect(site.files('docs/guides/jwt/index.html')).not.toContain('noindex');
  });
});

describe('a versioned instance', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite(fixture('versioned'), { outDir: path.join(makeSite({}), 'out'), strict: true });
    expect(site.result.diagnostics).toEqual([]);
  });

  test('the last version is served at the route base and older ones below it', () => {
    expect([...site.result.graph!.routes.keys()].sort()).toEqual([
      '/',
      '/404',
      '/docs',
      '/docs/1.0',
      '/docs/1.0/install',
      '/docs/install',
      '/docs/new-feature',
    ]);
  });

  test('the version menu links to the same page in every version, marking the current one', () => {
    const menu = element(site.files('docs/1.0/install/index.html'), '<div class="version-menu"');
    expect(menu).toContain('data-plugin-id="docs"');
    expect(menu).toContain('data-versions="[&quot;2.0&quot;,&quot;1.0&quot;]"');
    expect(hrefs(menu)).toEqual(['/docs/install', '/docs/1.0/install']);
    expect(menu).toMatch(
      /<a class="version-menu__link version-menu__link--active" href="\/docs\/1.0\/install" data-version="1.0" aria-current="true">1.0 \(legacy\)<\/a>/,
    );
  });

  test("a page missing from an older version links to that version's start", () => {
    const menu = element(site.files('docs/new-feature/index.html'), '<div class="version-menu"');
    expect(hrefs(menu)).toEqual(['/docs/new-feature', '/docs/1.0']);
  });

  test('each version has its own sidebar', () => {
    expect(sidebarHrefs(site.files('docs/1.0/index.html'))).toEqual(['/docs/1.0/install', '/docs/1.0']);
    expect(sidebarHrefs(site.files('docs/index.html'))).toEqual(['/docs/install', '/docs', '/docs/new-feature']);
  });
});
