// Tests src/content/asset-rules.ts and src/util/private-paths.ts (issue 38, item 1): which files of a site
// are private (dot files and folders, node_modules, the cache and output folders, by the path as written
// and by the real path), and which bytes are an image (PNG, JPEG, GIF, WebP, AVIF, SVG, ICO), whatever
// the file's name says.
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { isImage, isSvg, privateReason, type PrivateFolder } from '../../../src/content/asset-rules.js';
import { privateSegment } from '../../../src/util/private-paths.js';
import { RED_PNG } from '../../helpers/index.js';

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const box = (type: string, ...body: Buffer[]) => {
  const inner = Buffer.concat(body);
  return bytes(u32(8 + inner.length), type, [...inner]);
};

/** The smallest headers of each image type that image-size reads (1x1 each). */
const IMAGES = {
  png: Buffer.from(RED_PNG),
  jpeg: bytes(
    [0xff, 0xd8, 0xff, 0xe0, 0, 16],
    'JFIF\0',
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xc0, 0, 17, 8, 0, 1, 0, 1, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xd9],
  ),
  gif: bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0], ';'),
  webp: bytes('RIFF', [26, 0, 0, 0], 'WEBP', 'VP8X', [10, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0], [0, 0, 0]),
  avif: bytes(
    box('ftyp', bytes('avif', [0, 0, 0, 0], 'avifmif1')),
    box('meta', bytes([0, 0, 0, 0]), box('iprp', box('ipco', box('ispe', bytes([0, 0, 0, 0], u32(1), u32(1)))))),
  ),
  ico: bytes([0, 0, 1, 0, 1, 0], [1, 1, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0]),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
};

describe('isImage', () => {
  test.each(Object.entries(IMAGES))('takes a %s by its bytes', (_, image) => {
    expect(isImage(image)).toBe(true);
  });

  test.each([
    ['a git config', '[core]\n\trepositoryformatversion = 0\n[remote "origin"]\n\turl = https://x:token@github.com/a/b\n'],
    ['an env file', 'API_TOKEN=secret\n'],
    ['an npmrc', '//registry.npmjs.org/:_authToken=secret\n'],
    ['HTML', '<!doctype html><html><body><svg></svg></body></html>'],
    ['an empty file', ''],
    ['text mentioning <svg later', 'notes about <svg xmlns="http://www.w3.org/2000/svg"> elements'],
  ])('refuses %s, whatever its name', (_, text) => {
    expect(isImage(Buffer.from(text))).toBe(false);
  });

  test('refuses a PNG signature followed by something else, and image types pages may not show (BMP)', () => {
    expect(isImage(bytes([0x89], 'PNG\r\n\x1a\n', 'API_TOKEN=secret'))).toBe(false);
    expect(isImage(bytes('BM', [0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 24, 0]))).toBe(false);
  });
});

describe('isSvg', () => {
  test('takes <svg as the first element after a BOM, an XML declaration, processing instructions, comments and a doctype', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>';
    for (const text of [
      svg,
      `\uFEFF${svg}`,
      `  \n${svg}`,
      `<?xml version="1.0" encoding="UTF-8"?>\n${svg}`,
      `<?xml version="1.0"?><?xml-stylesheet href="a.css"?>\n<!-- Made by hand -->\n${svg}`,
      `<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg}`,
      `<!DOCTYPE svg [\n  <!ENTITY a "b">\n]>\n${svg}`,
      '<svg>\n</svg>',
    ]) {
      expect(isSvg(Buffer.from(text)), text).toBe(true);
    }
  });

  test('refuses text whose first element is not <svg, an unclosed comment, and names that only start like svg', () => {
    for (const text of ['<html><svg/></html>', '<!-- <svg>', '<svgx/>', 'svg', '<?xml version="1.0"?>\n<html/>', '<!DOCTYPE svg [ <svg/>']) {
      expect(isSvg(Buffer.from(text)), text).toBe(false);
    }
  });

  test('refuses a file of a hundred thousand unclosed comments (one pass: a scan per comment would not end)', () => {
    expect(isSvg(Buffer.from('<!--'.repeat(100_000)))).toBe(false);
    expect(isSvg(Buffer.from(`${'<!-- a -->'.repeat(100_000)}<svg/>`))).toBe(true);
  });
});

describe('privateSegment', () => {
  test('names the first dot file or folder, or node_modules, of a path in any case and with either separator', () => {
    expect(privateSegment('.git/config')).toBe('.git');
    expect(privateSegment('docs/.env.local')).toBe('.env.local');
    expect(privateSegment('a\\.ssh\\id_rsa')).toBe('.ssh');
    expect(privateSegment('/x/.npmrc')).toBe('.npmrc');
    expect(privateSegment('Node_Modules/pkg/README.md')).toBe('Node_Modules');
    expect(privateSegment('.GIT/config')).toBe('.GIT');
  });

  test('passes public paths, `.well-known`, and `.` and `..` navigation', () => {
    for (const rel of ['img/logo.png', '.well-known/security.txt', './img/a.png', '../docs/a.png', 'a..b/c.png', '', '/']) {
      expect(privateSegment(rel), rel).toBeUndefined();
    }
  });
});

describe('privateReason', () => {
  const site = { dir: '/site', real: '/real/site' };
  const folders: PrivateFolder[] = [
    { dir: '/site/node_modules/.cache/docsgen', real: '/real/site/node_modules/.cache/docsgen', label: 'the cache folder (node_modules/.cache/docsgen)' },
    { dir: '/site/build', real: '/real/site/build', label: 'the output folder (build)' },
  ];
  const at = (abs: string, real = abs.replace(/^\/site/, '/real/site')) => privateReason({ abs: path.normalize(abs), real }, site, folders);

  test('gives no reason for an ordinary file of the site', () => {
    expect(at('/site/content/docs/img/a.png')).toBeUndefined();
    expect(at('/site/static/.well-known/security.txt')).toBeUndefined();
  });

  test('names the dot file or folder, node_modules, or the cache or output folder a file is in', () => {
    expect(at('/site/.git/config')).toBe('".git" is a dot file or folder');
    expect(at('/site/.env')).toBe('".env" is a dot file or folder');
    expect(at('/site/node_modules/pkg/secret.png')).toBe('it is in node_modules');
    expect(at('/site/node_modules/.cache/docsgen/parse/x')).toBe('it is in the cache folder (node_modules/.cache/docsgen)');
    expect(at('/site/build/assets/a.png')).toBe('it is in the output folder (build)');
  });

  test('judges the real path too: a harmless name that is a link into .git is private', () => {
    expect(at('/site/content/docs/img/pic.png', '/real/site/.git/config')).toBe('".git" is a dot file or folder');
    expect(at('/site/content/docs/img/pic.png', '/real/site/build/x.png')).toBe('it is in the output folder (build)');
  });
});
