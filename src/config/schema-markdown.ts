// The schema of site.config.yaml's `markdown` section (schema.ts): how `.md` files are read, magic
// comments, MDX import aliases and allowed packages, and the site's remark and rehype plugins.
import { isBuiltin } from 'node:module';
import { z } from 'zod';
import { INPUT_META, type InputMark } from './input-paths.js';
import { inputPath } from './schema-fields.js';

/**
 * A remark or rehype plugin: a package name (`remark-math`) or a path relative to the site folder
 * (`./plugins/x.mjs`), imported from the site folder; with options as `[name, {options}]` (Docusaurus's
 * form) or `{plugin: name, options: {…}}`.
 */
const pluginName = z
  .string()
  .min(1)
  .meta({ [INPUT_META]: 'relative-path' satisfies InputMark });
const markdownPlugin = z.union([
  pluginName,
  z.tuple([pluginName, z.unknown()]),
  z.strictObject({
    /** The plugin: a package name or a path relative to the site folder. */
    plugin: pluginName,
    /** Options the plugin is called with. */
    options: z.unknown().optional(),
  }),
]);

export const markdownSchema = z.strictObject({
  /**
   * What `.md` files are: `detect` (the default: MDX when they have ESM `import`/`export` lines or
   * capitalised JSX elements outside code, else CommonMark), `mdx` (always, as Docusaurus reads them) or
   * `md` (never). `.mdx` files are always MDX.
   */
  format: z.enum(['detect', 'mdx', 'md']).default('detect'),
  /**
   * Docusaurus's `prism.magicComments`: comments in code blocks that are removed and give lines a class.
   * Default: `highlight-next-line` and `highlight-start`/`highlight-end` highlight lines, with the class
   * `{1,3-5}` gives. The first entry's class is the one `{1,3-5}` ranges give.
   */
  magicComments: z
    .array(
      z.strictObject({
        /** Class of the lines the comments mark (space-separated for several). */
        className: z.string().regex(/^-?[A-Za-z_][\w-]*( -?[A-Za-z_][\w-]*)*$/, 'must be one or more CSS class names'),
        /** Comment text marking the line after it, e.g. `highlight-next-line`. */
        line: z.string().min(1).optional(),
        /** Comment texts opening and closing a run of marked lines. */
        block: z
          .strictObject({
            /** Comment text opening the run, e.g. `highlight-start`. */
            start: z.string().min(1),
            /** Comment text closing the run, e.g. `highlight-end`. */
            end: z.string().min(1),
          })
          .optional(),
      }),
    )
    .optional(),
  /**
   * Import prefixes of MDX pages mapped to folders of the site, as a Docusaurus site's webpack aliases:
   * `{"@site": website}` when the Docusaurus site folder (`@site/src/components/...`) is `website/` of
   * this one. `@site` is the site folder unless set here.
   */
  aliases: z
    .record(z.string().regex(/^@?[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, 'must be an import prefix such as "@site" or "@components"'), inputPath)
    .optional(),
  /**
   * Packages a `.md` page read as MDX (under `format: detect`) may import, such as `clsx` or
   * `@site-kit/widgets`: an import runs the package's code at build time, which a reviewer of a
   * markdown-only change does not expect, so other packages are `mdx/import-not-allowed` there. The
   * site's own files (relative or `@site/` imports outside dot folders and node_modules) and docsgen's
   * `@theme/` and `@docusaurus/` modules need no listing; `.mdx` pages may import anything.
   */
  mdxImports: z
    .array(
      z
        .string()
        .regex(/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i, 'must be a package name such as "clsx" or "@scope/name"')
        .refine((name) => !isBuiltin(name), 'is a Node built-in, not a package: only an .mdx page may import it'),
    )
    .optional(),
  /** Remark plugins run on every markdown file's syntax tree, after docsgen's own (admonitions, heading ids). */
  remarkPlugins: z.array(markdownPlugin).default([]),
  /** Rehype plugins run on every markdown file's HTML tree, after sanitising and before code highlighting. */
  rehypePlugins: z.array(markdownPlugin).default([]),
  /** Remark plugins run before docsgen's own (on the tree as parsed). */
  beforeDefaultRemarkPlugins: z.array(markdownPlugin).default([]),
  /** Rehype plugins run before the `rehypePlugins`. */
  beforeDefaultRehypePlugins: z.array(markdownPlugin).default([]),
});
