// Tests src/config/input-paths.ts: every path a config names for the site to read is found by walking the
// config with its schema (what the output folder's guard keeps clear of, issue 38 item 7), and every
// setting of the schema whose name says it is a path is marked, so a new one cannot be left off.
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { INPUT_META } from '../../../src/config/input-paths.js';
import { parseConfig } from '../../../src/config/load.js';
import { resolveConfig } from '../../../src/config/resolve.js';
import { configSchema } from '../../../src/config/schema.js';

const CONFIG = `title: T
url: https://t.example.com
staticDir: public
stylesheets: [./css/custom.css, katex/dist/katex.min.css, /extra.css]
docs:
  - id: docs
    path: docs
    routeBasePath: /docs
    sidebarPath: sidebars.js
    versions:
      - { name: current, path: docs, sidebarPath: sidebars-next.js }
      - { name: "1.0", path: versioned/1.0 }
blogs:
  - { id: news, path: news, routeBasePath: /news }
api:
  spec: api/openapi.json
markdown:
  aliases: { "@site": ., "@components": src/components }
  remarkPlugins: [./plugins/remark.mjs, remark-math]
  rehypePlugins: [[./plugins/rehype.mjs, { a: 1 }]]
  beforeDefaultRemarkPlugins: [{ plugin: ./plugins/first.mjs }]
`;

describe('configInputPaths', () => {
  test('finds every path the config names for the site to read, and no package name, URL or output folder', () => {
    const { value } = parseConfig(CONFIG);
    const config = resolveConfig(value, '/site');
    expect(config.inputPaths.map((p) => [p.key, p.value])).toEqual([
      ['staticDir', 'public'],
      ['stylesheets.0', './css/custom.css'],
      ['docs.0.path', 'docs'],
      ['docs.0.sidebarPath', 'sidebars.js'],
      ['docs.0.versions.0.path', 'docs'],
      ['docs.0.versions.0.sidebarPath', 'sidebars-next.js'],
      ['docs.0.versions.1.path', 'versioned/1.0'],
      ['api.spec', 'api/openapi.json'],
      ['markdown.aliases.@site', '.'],
      ['markdown.aliases.@components', 'src/components'],
      ['markdown.remarkPlugins.0', './plugins/remark.mjs'],
      ['markdown.rehypePlugins.0.0', './plugins/rehype.mjs'],
      ['markdown.beforeDefaultRemarkPlugins.0.plugin', './plugins/first.mjs'],
      ['blogs.0.path', 'news'],
    ]);
    expect(config.inputPaths.find((p) => p.key === 'docs.0.sidebarPath')?.abs).toBe('/site/sidebars.js');
  });
});

/** Every setting of the schema holding a string, by its key path (`docs.*.sidebarPath`), and whether it is marked as an input. */
function stringSettings(schema: z.ZodType, at: string[] = [], out = new Map<string, boolean>()): Map<string, boolean> {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const marked = (schema.meta() as Record<string, unknown> | undefined)?.[INPUT_META] !== undefined;
  const walk = (inner: unknown, key?: string) => stringSettings(inner as z.ZodType, key === undefined ? at : [...at, key], out);
  if (def.type === 'string') out.set(at.join('.'), marked || out.get(at.join('.')) === true);
  else if (def.type === 'object') for (const [key, inner] of Object.entries(def.shape as Record<string, z.ZodType>)) walk(inner, key);
  else if (def.type === 'array') walk(def.element, '*');
  else if (def.type === 'tuple') (def.items as z.ZodType[]).forEach((inner, i) => walk(inner, String(i)));
  else if (def.type === 'record') walk(def.valueType, '*');
  else if (def.type === 'union') for (const option of def.options as z.ZodType[]) walk(option);
  else if (def.innerType) walk(def.innerType);
  return out;
}

test('every setting whose name says it is a file or folder of the site is marked as an input (outDir and cacheDir are outputs)', () => {
  const settings = stringSettings(configSchema);
  const pathLike = [...settings.keys()].filter(
    (key) => /(path|dir|spec|file|alias|plugin|stylesheet)/i.test(key) && !/routeBasePath|routePath|^outDir$|^cacheDir$/.test(key),
  );
  expect(pathLike.length).toBeGreaterThan(8);
  expect(pathLike.filter((key) => !settings.get(key))).toEqual([]);
});
