// The schema of site.config.yaml. Every field's doc comment is the config reference; the sections
// live in schema-chrome.ts, schema-content.ts and schema-markdown.ts, the shared field types in
// schema-fields.ts. Validation only: resolving defaults into a SiteConfig happens in resolve.ts.
import { z } from 'zod';
import { INPUT_META, type InputMark } from './input-paths.js';
import { announcementSchema, footerColumnSchema, navbarItemSchema } from './schema-chrome.js';
import { apiSchema, blogInstanceSchema, docsInstanceSchema } from './schema-content.js';
import { inputPath, sitePath } from './schema-fields.js';
import { markdownSchema } from './schema-markdown.js';

/** The API reference of a site whose config has no `api` key (used when its spec file exists). */
export const DEFAULT_API = apiSchema.parse({});

/** A base URL as written: `/`, or `/` then segments separated by `/`, with or without the last `/`. */
const BASE_URL = /^\/(?:[\w.~-]+\/)*(?:[\w.~-]+)?$/;

/** What a kind of problem does to the build: `throw` (an error: the build fails), `warn` or `ignore`. */
const problemPolicy = z.enum(['throw', 'warn', 'ignore']);

export const configSchema = z.strictObject({
  /** Site title: in the navbar brand and every page's `<title>`. */
  title: z.string().min(1),
  /** One-line description of the site: home page hero and default meta description. */
  tagline: z.string().default(''),
  /** Absolute origin the site is deployed at (canonical URLs, sitemap, feeds), e.g. `https://docs.sesame.dev`. */
  url: z
    .url({ protocol: /^https?$/ })
    // As in Docusaurus, the path a site is served under is baseUrl's: a path here would be written twice.
    .refine(
      (value) => !/^https?:\/\//i.test(value) || /^https?:\/\/[^/?#]+\/?$/i.test(value),
      'must be the origin only, with no path: put the path the site is served under in baseUrl',
    ),
  /**
   * Path the site is served under, starting and ending with `/`: `/` for a site at the root of its
   * origin, `/docs-site/` for one at `https://example.github.io/docs-site/`. Every URL docsgen writes
   * (links, assets, the route table, search, feeds, sitemap, canonical URLs) carries it; links written
   * as `/docs/x` are read from the site's root and get it too. The output folder is still the site's
   * root: the host maps the path to it. A missing last `/` is added.
   */
  baseUrl: z
    .string()
    .regex(BASE_URL, 'must be a path like "/" or "/docs-site/": segments of letters, digits, ".", "_", "~" and "-" between slashes')
    .refine((value) => !/(^|\/)\.{1,2}(\/|$)/.test(value), 'must not hold a "." or ".." segment')
    .default('/'),
  /** Language of the site. Only `en` is supported. */
  locale: z.literal('en').default('en'),
  /** Name of the product the site documents (used in texts and meta tags); defaults to `title`. */
  productName: z.string().min(1).optional(),
  /** Site icon: a path of a file in `staticDir`, e.g. `/favicon.svg`. */
  favicon: z.string().startsWith('/').optional(),
  /** Output folder, relative to the site folder (overridden by `--out-dir`). */
  outDir: sitePath.default('build'),
  /** Folder of docsgen's build cache, relative to the site folder. */
  cacheDir: sitePath.default('node_modules/.cache/docsgen'),
  /** Folder of files copied as they are to the output root (images, favicon). */
  staticDir: inputPath.default('static'),
  /**
   * Stylesheets linked from every page after the theme's (Docusaurus's `stylesheets`): a file of an
   * installed package (`katex/dist/katex.min.css`), a path in the site folder (`./src/css/custom.css`) or
   * in `staticDir` (`/css/extra.css`). Each is bundled into `/assets/` with its `@import`s and the fonts
   * and images its `url()`s load (`/assets/fonts/…`). Remote URLs are refused (`config/invalid`: vendor
   * the file instead): pages load nothing from other servers.
   */
  stylesheets: z
    .array(
      z
        .string()
        .min(1)
        .refine((entry) => !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(entry), { message: 'is a remote URL: pages load nothing from other servers' })
        .meta({ [INPUT_META]: 'relative-path' satisfies InputMark }),
    )
    .default([]),
  /** Client router mode: `history` (clean URLs) or `hash` (works from the file system). */
  router: z.enum(['history', 'hash']).default('history'),
  /**
   * Write a brotli (`.br`) and a gzip (`.gz`) copy beside each text file over 1 KB, for servers that send
   * them as they are (nginx `brotli_static`/`gzip_static`, `docsgen serve`). `false` (or `docsgen build
   * --no-precompress`) writes none, for hosts that compress responses themselves (Netlify, Vercel,
   * Cloudflare Pages, GitHub Pages): a smaller upload and a faster build.
   */
  precompress: z.boolean().default(true),
  /** Colour mode settings. */
  colorMode: z
    .strictObject({
      /** Mode for readers who have not chosen one. */
      defaultMode: z.enum(['light', 'dark']).default('light'),
      /** Hide the light/dark switch. */
      disableSwitch: z.boolean().default(false),
      /**
       * Follow the reader's system preference (`prefers-color-scheme`) until they choose a mode with the
       * switch; `defaultMode` is then only for browsers that state no preference.
       */
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
  /**
   * Heading levels every page's table of contents shows (Docusaurus's `themeConfig.tableOfContents`);
   * a page's `toc_min_heading_level`/`toc_max_heading_level` front matter overrides them.
   */
  tableOfContents: z
    .strictObject({
      /** Highest heading level listed (2 for h2). */
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      /** Lowest heading level listed (3 for h3). */
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .refine((levels) => levels.minHeadingLevel <= levels.maxHeadingLevel, { message: 'minHeadingLevel must not be above maxHeadingLevel' })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  /** Top navigation bar. Not rendered when it has no items. */
  navbar: z
    .strictObject({
      /** Text next to the logo (defaults to `title`). */
      title: z.string().optional(),
      /** Logo image, a path inside `staticDir`. */
      logo: z
        .strictObject({
          /** Path of the image in `staticDir`, e.g. `/img/logo.svg`. */
          src: z.string().min(1),
          /** Text alternative of the image. */
          alt: z.string().default(''),
          /** Shown size in CSS pixels (default: 32 high, as wide as the image's proportions make it). */
          width: z.number().positive().optional(),
          /** Shown height in CSS pixels (default: 32). */
          height: z.number().positive().optional(),
        })
        .optional(),
      /** Items, in order. */
      items: z.array(navbarItemSchema).default([]),
    })
    .default({ items: [] }),
  /** Site footer. */
  footer: z
    .strictObject({
      /** Columns of links. */
      columns: z.array(footerColumnSchema).default([]),
      /** Copyright line. */
      copyright: z.string().optional(),
    })
    .default({ columns: [] }),
  /** A dismissible bar above the navbar. */
  announcement: announcementSchema.optional(),
  /** Docs instances; each has its own folder, route base and sidebar. */
  docs: z.array(docsInstanceSchema).default([{ id: 'docs', path: 'content/docs', routeBasePath: '/docs', sidebarCollapsed: true }]),
  /** The API reference. Without this key, `spec/openapi.yaml` is used when it exists; no spec, no /api. */
  api: apiSchema.optional(),
  /** Markdown: how `.md` files are read (MDX or not), magic comments of code blocks, remark and rehype plugins. */
  markdown: markdownSchema.default({ format: 'detect', remarkPlugins: [], rehypePlugins: [], beforeDefaultRemarkPlugins: [], beforeDefaultRehypePlugins: [] }),
  /** Blog instances (e.g. a changelog): dated posts with list, tag, archive and authors pages and feeds. */
  blogs: z.array(blogInstanceSchema).default([]),
  /**
   * A link to no page and no file (`link/broken`), in markdown, front matter and the config: `throw`
   * (the default), `warn` or `ignore`, as Docusaurus's key of the same name. Spec text follows `api.onBrokenLinks`.
   */
  onBrokenLinks: problemPolicy.default('throw'),
  /** A link to an id the target page does not define (`anchor/missing`): `warn` (the default), `throw` or `ignore`. */
  onBrokenAnchors: problemPolicy.default('warn'),
  /** A relative link to a markdown file that does not exist (`markdown/link-to-file`): `warn` (the default), `throw` or `ignore`. */
  onBrokenMarkdownLinks: problemPolicy.default('warn'),
  /** Two sources for one URL (`route/duplicate`): `warn` (the default), `throw` or `ignore`. */
  onDuplicateRoutes: problemPolicy.default('warn'),
});

/** What site.config.yaml says. */
export type UserConfig = z.input<typeof configSchema>;
/** site.config.yaml after validation and defaults. */
export type ValidatedConfig = z.output<typeof configSchema>;
