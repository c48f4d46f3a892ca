// Tests src/routes/urls.ts: the URL rules (slug -> URL -> output path) every other stage relies on.
import { describe, expect, test } from 'vitest';
import type { DocEntry } from '../../../src/content/types.js';
import { SEARCH_FOLDER } from '../../../theme/search-index-format.js';
import {
  absoluteUrl,
  ASSET_SUBFOLDERS,
  assetUrl,
  createCategoryUrls,
  docUrl,
  imageUrl,
  isExternal,
  joinUrl,
  linkBase,
  normalisePath,
  outputPath,
  pageUrl,
  siteRootUrl,
  withBase,
} from '../../../src/routes/urls.js';

/** Just the fields docUrl reads. */
function doc(fields: { dirs?: string[]; name: string; isIndex?: boolean; slug?: string }): DocEntry {
  return {
    dirs: fields.dirs ?? [],
    name: fields.name,
    isIndex: fields.isIndex ?? false,
    frontMatter: fields.slug === undefined ? {} : { slug: fields.slug },
  } as DocEntry;
}

describe('docUrl', () => {
  test.each([
    ['a doc at the instance root', doc({ name: 'intro' }), '/docs/intro'],
    ['a doc in nested folders', doc({ dirs: ['guides', 'auth'], name: 'jwt' }), '/docs/guides/auth/jwt'],
    ['an index doc at the root', doc({ name: 'index', isIndex: true }), '/docs'],
    ['an index doc in a folder', doc({ dirs: ['guides'], name: 'index', isIndex: true }), '/docs/guides'],
    ['an absolute slug, ignoring folders', doc({ dirs: ['guides'], name: 'jwt', slug: '/tokens' }), '/docs/tokens'],
    ['a relative slug, inside its folder', doc({ dirs: ['guides'], name: 'jwt', slug: 'tokens' }), '/docs/guides/tokens'],
    ['the slug / as the instance root', doc({ dirs: ['guides'], name: 'welcome', slug: '/' }), '/docs'],
    ['a slug with a trailing slash', doc({ name: 'x', slug: '/setup/' }), '/docs/setup'],
  ])('gives %s its URL', (_what, entry, url) => {
    expect(docUrl('/docs', entry)).toBe(url);
  });

  test('puts docs of an instance served at the root directly under /', () => {
    expect(docUrl('/', doc({ dirs: ['guides'], name: 'jwt' }))).toBe('/guides/jwt');
  });
});

describe('createCategoryUrls', () => {
  test('defaults to <base>/category/<slug of the label>', () => {
    const categoryUrl = createCategoryUrls('/docs');
    expect(categoryUrl('Guides', undefined)).toBe('/docs/category/guides');
    expect(categoryUrl('How-to Guides & Tips', undefined)).toBe('/docs/category/how-to-guides--tips');
  });

  test("uses the category's own slug under the instance base", () => {
    expect(createCategoryUrls('/sdk')('Guides', '/all-guides')).toBe('/sdk/all-guides');
  });

  test('gives a second category of the same label -1, then -2, within one instance (as Docusaurus)', () => {
    const categoryUrl = createCategoryUrls('/docs');
    expect(['Guides', 'Guides', 'Guides'].map((label) => categoryUrl(label, undefined))).toEqual([
      '/docs/category/guides',
      '/docs/category/guides-1',
      '/docs/category/guides-2',
    ]);
    // A slug of its own takes no number; another instance starts again.
    expect(categoryUrl('Guides', '/more')).toBe('/docs/more');
    expect(createCategoryUrls('/sdk')('Guides', undefined)).toBe('/sdk/category/guides');
  });
});

describe('pageUrl', () => {
  test('maps index to / and other pages to /<name>', () => {
    expect(pageUrl('index')).toBe('/');
    expect(pageUrl('markdown-page')).toBe('/markdown-page');
    expect(pageUrl('legal/index')).toBe('/legal');
    expect(pageUrl('legal/terms')).toBe('/legal/terms');
  });
});

describe('outputPath', () => {
  test('writes each route as <url>/index.html, the root as index.html and the not-found page as 404.html', () => {
    expect(outputPath('/')).toBe('index.html');
    expect(outputPath('/docs')).toBe('docs/index.html');
    expect(outputPath('/docs/guides/jwt')).toBe('docs/guides/jwt/index.html');
    expect(outputPath('/404')).toBe('404.html');
  });
});

describe('normalisePath', () => {
  test.each([
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/index.html', '/'],
    ['/docs/intro/', '/docs/intro'],
    ['//docs//intro', '/docs/intro'],
    ['/', '/'],
    ['/docs/verification/index', '/docs/verification'],
    ['/index', '/'],
  ])('normalises %s to %s', (input, output) => {
    expect(normalisePath(input)).toBe(output);
  });

  test('strips only a whole trailing `index` segment', () => {
    expect(normalisePath('/docs/reindex')).toBe('/docs/reindex');
    expect(normalisePath('/docs/index-of-terms')).toBe('/docs/index-of-terms');
    expect(normalisePath('/docs/index/intro')).toBe('/docs/index/intro');
  });
});

describe('joinUrl', () => {
  test('collapses slashes and drops the trailing one', () => {
    expect(joinUrl('/docs/', '/guides/', 'jwt/')).toBe('/docs/guides/jwt');
    expect(joinUrl('')).toBe('/');
  });
});

describe('imageUrl and absoluteUrl', () => {
  test('names a copied image by its base name and content hash, keeping a lower-case extension', () => {
    expect(imageUrl('/site/content/docs/img/My Diagram.PNG', 'abcd1234')).toBe('/assets/images/My-Diagram-abcd1234.png');
  });

  test('prefixes the site origin without doubling the slash of the root', () => {
    expect(absoluteUrl('https://docs.example.com', '/')).toBe('https://docs.example.com/');
    expect(absoluteUrl('https://docs.example.com', '/docs/intro')).toBe('https://docs.example.com/docs/intro');
  });
});

describe("docsgen's asset folders", () => {
  test('name every folder its own files go into: the bundle, images, the search index chunks', () => {
    expect(assetUrl('main', 'abcd1234', 'js')).toBe('/assets/main-abcd1234.js');
    for (const url of [imageUrl('/site/a.png', 'abcd1234'), `/assets/${SEARCH_FOLDER}/words-1.json`, '/assets/fonts/inter-1.woff2']) {
      expect(ASSET_SUBFOLDERS, url).toContain(url.split('/')[2]);
    }
  });
});

describe('isExternal', () => {
  test('treats URLs with a scheme and protocol-relative URLs as external, paths as internal', () => {
    expect(['https://x.dev', 'mailto:a@b.c', '//cdn.example.com/x.js'].map(isExternal)).toEqual([true, true, true]);
    expect(['/docs', 'intro.md', '#top', '../x'].map(isExternal)).toEqual([false, false, false, false]);
  });
});

describe('withBase', () => {
  test.each([
    ['/docs-site/', '/docs/x', '/docs-site/docs/x'],
    ['/docs-site/', '/', '/docs-site/'],
    ['/docs-site/', '/docs/x#step?', '/docs-site/docs/x#step?'],
    ['/docs-site/', '/assets/main-0123abcd.js', '/docs-site/assets/main-0123abcd.js'],
    ['/a/b/', '/news?page=2', '/a/b/news?page=2'],
    // Fragments, queries, relative and external URLs (a protocol-relative one too) stay as they are.
    ['/docs-site/', '#top', '#top'],
    ['/docs-site/', '?q=1', '?q=1'],
    ['/docs-site/', 'guide/x', 'guide/x'],
    ['/docs-site/', 'https://example.com/x', 'https://example.com/x'],
    ['/docs-site/', '//cdn.example.com/x.js', '//cdn.example.com/x.js'],
    ['/docs-site/', 'mailto:a@example.com', 'mailto:a@example.com'],
    // With base `/` nothing changes.
    ['/', '/docs/x', '/docs/x'],
    ['/', '/', '/'],
  ])('under %s, %s is %s', (base, url, expected) => {
    expect(withBase(base, url)).toBe(expected);
  });
});

describe('linkBase', () => {
  test('is the configured base URL in history mode, and / in hash mode (pages link relatively there)', () => {
    expect(linkBase({ baseUrl: '/docs-site/', router: 'history' })).toBe('/docs-site/');
    expect(linkBase({ baseUrl: '/docs-site/', router: 'hash' })).toBe('/');
    expect(linkBase({ baseUrl: '/', router: 'history' })).toBe('/');
  });
});

describe('siteRootUrl', () => {
  test('joins origin and base without the last slash, so absoluteUrl gives the served address', () => {
    const root = siteRootUrl('https://example.github.io', '/docs-site/');
    expect(root).toBe('https://example.github.io/docs-site');
    expect(absoluteUrl(root, '/')).toBe('https://example.github.io/docs-site/');
    expect(absoluteUrl(root, '/docs/café')).toBe('https://example.github.io/docs-site/docs/caf%C3%A9');
    expect(siteRootUrl('https://docs.example.com', '/')).toBe('https://docs.example.com');
  });
});
