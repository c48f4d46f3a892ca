// The schema of site.config.yaml. Every field's doc comment is the config reference.
// Validation only: resolving defaults into a SiteConfig happens in resolve.ts.
import { isBuiltin } from 'node:module';
import { z } from 'zod';
import { INPUT_META, type InputMark } from './input-paths.js';

/** A link: internal (starts with /) or external (http:, https:, mailto:). */
const href = z
  .string()
  .min(1)
  .refine((v) => /^(\/|https?:\/\/|mailto:)/.test(v), {
    message: 'must start with "/" (a page of this site) or with http://, https:// or mailto:',
  });

/**
 * A folder or file path, relative to the site folder. Paths no file system accepts (NUL bytes, a name
 * over 255 bytes, over 1,024 bytes in all) are refused here, with their line, not later by a crash (issue 12).
 */
const sitePath = z
  .string()
  .min(1)
  .max(1024)
  .refine((v) => !v.includes('\0') && v.split(/[\\/]/).every((name) => Buffer.byteLength(name) <= 255), {
    message: 'must be a usable path: no NUL bytes and no folder or file name longer than 255 bytes',
  });

/**
 * A path the site reads from (docs, blog, static folder, spec): relative, and inside the site folder, so
 * a cloned repository's config cannot make a build read (and publish) files from elsewhere.
 */
const inputPath = sitePath
  .refine(staysInside, {
    message: 'must be a relative path inside the site folder (no leading "/" and no ".." climbing out of it)',
  })
  .meta({ [INPUT_META]: 'path' satisfies InputMark });

/** Whether a relative path never climbs above its starting folder (`a/../b` does not; `a/../../b` does). */
function staysInside(value: string): boolean {
  if (/^([\\/]|[a-z]:)/i.test(value)) return false;
  let depth = 0;
  for (const name of value.split(/[\\/]+/)) {
    if (name === '..') depth--;
    else if (name !== '.' && name !== '') depth++;
    if (depth < 0) return false;
  }
  return true;
}

/** Docusaurus's navbar items name a site path `to` (an external URL `href`): an item with `to` is read as its `href`. */
function toAsHref(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value) || !('to' in value) || 'href' in value) return value;
  const { to, ...rest } = value as Record<string, unknown>;
  return { ...rest, href: to };
}

export const navbarItemSchema = z.preprocess(
  toAsHref,
  z.strictObject({
    /** Text of the item. */
    label: z.string().min(1),
    /** Where it goes: a site path (`/docs`) or an external URL (opens with an external-link icon). */
    href,
    /** Which side of the navbar it sits on. */
    position: z.enum(['left', 'right']).default('left'),
    /** Mark the item active on every page whose path starts with this (default: its href, for internal items other than `/`). */
    activePrefix: z.string().startsWith('/').optional(),
  }),
);

export const footerLinkSchema = z.strictObject({
  /** Text of the link. */
  label: z.string().min(1),
  /** A site path or an external URL. */
  href,
});

export const footerColumnSchema = z.strictObject({
  /** Column heading. */
  title: z.string().min(1),
  /** Links in the column, top to bottom. */
  items: z.array(footerLinkSchema),
});

export const announcementSchema = z.strictObject({
  /** Identifies this announcement: change it to show the bar again to readers who dismissed an earlier one. */
  id: z.string().min(1),
  /** Text of the bar. Inline markdown is allowed (links, emphasis, code); anything else is escaped. */
  content: z.string().min(1),
  /** Whether readers can dismiss it (the dismissal is remembered in the browser). */
  closeable: z.boolean().default(true),
  /** CSS colour of the bar's background (defaults to the theme's). */
  backgroundColor: z
    .string()
    .regex(/^[#a-zA-Z0-9(),.\s%-]+$/)
    .optional(),
  /** CSS colour of the bar's text. */
  textColor: z
    .string()
    .regex(/^[#a-zA-Z0-9(),.\s%-]+$/)
    .optional(),
});

/** A Docusaurus sidebars file inside the site folder, or `false` for no sidebar. */
const sidebarPath = z.union([
  inputPath.refine((p) => /\.(c?js|mjs|ts|json|ya?ml)$/i.test(p), { message: 'must be a .js, .cjs, .mjs, .ts, .json, .yaml or .yml file' }),
  z.literal(false),
]);

export const docsInstanceSchema = z.strictObject({
  /** Instance id, unique: used in storage keys (`docs-preferred-version-{id}`) and diagnostics. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'use lowercase letters, digits and dashes'),
  /** Content folder, relative to the site folder. */
  path: inputPath,
  /** URL path the instance is served under, e.g. `/docs`. */
  routeBasePath: z.string().regex(/^\/[a-z0-9/_-]*$/i, 'must be a path starting with "/"'),
  /** Sidebar label of the instance, used in breadcrumbs. Defaults to the id. */
  label: z.string().optional(),
  /** Initial state of sidebar categories that hold neither the current page nor a `collapsed` setting. */
  sidebarCollapsed: z.boolean().default(true),
  /**
   * A Docusaurus sidebars file (`sidebars.js`, `.cjs`, `.mjs`, `.ts`, `.json` or `.yaml`), relative to the
   * site folder: its sidebars replace the one generated from the folder tree; a doc shows the sidebar that
   * holds it (or its `displayed_sidebar`), a doc in none is built without one. `false`: no sidebar at all.
   * Without this key the sidebar is generated from the folders.
   */
  sidebarPath: sidebarPath.optional(),
  /**
   * Versions of the instance, newest first. Each has its own folder, docs and sidebar, and a version menu
   * links to the same page in every version. Without this key the instance has one version and shows no
   * version menu. With it, `path` above is unused.
   */
  versions: z
    .array(
      z.strictObject({
        /** Version name, e.g. `2.0` (stored as the reader's preferred version). */
        name: z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]*$/, 'use letters, digits, dots, dashes and underscores'),
        /** Text in the version menu (defaults to the name). */
        label: z.string().optional(),
        /** Content folder of this version, relative to the site folder. */
        path: inputPath,
        /** This version's sidebars file (as `sidebarPath` above, which it defaults to). */
        sidebarPath: sidebarPath.optional(),
        /**
         * URL segment of a version that is not the last: `routeBasePath/<routePath>`. Defaults to the name,
         * and for the version named `current` (Docusaurus's unreleased docs, labelled "Next") to `next`, as in Docusaurus.
         */
        routePath: z
          .string()
          .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]*$/, 'use letters, digits, dots, dashes and underscores')
          .optional(),
      }),
    )
    .min(1)
    .optional(),
  /** Name of the current version, served at `routeBasePath`; the others at `routeBasePath/<name>`. Defaults to the first. */
  lastVersion: z.string().optional(),
  /**
   * Docusaurus's `exclude`: glob patterns (relative to the docs folder, e.g. `README.md`, `**\/drafts/**`)
   * of markdown files that are not pages. Files and folders starting with `_` never are.
   */
  exclude: z.array(z.string().min(1)).optional(),
});

export const blogInstanceSchema = z.strictObject({
  /** Instance id, unique among blogs (diagnostics, sidebar attributes). */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'use lowercase letters, digits and dashes'),
  /** Content folder, relative to the site folder: posts, `authors.yml` and `tags.yml`. */
  path: inputPath,
  /** URL path the blog is served under, e.g. `/changelog`. */
  routeBasePath: z.string().regex(/^\/[a-z0-9/_-]*$/i, 'must be a path starting with "/"'),
  /** Title of the blog: list page heading, `<title>`, feed title. */
  title: z.string().min(1).default('Blog'),
  /** One-line description: list page meta description and feed description. */
  description: z.string().default(''),
  /** Posts on each list page and tag page; page 1 is the base path, page n is `<base>/page/<n>`. */
  postsPerPage: z.number().int().min(1).default(10),
  /** Feeds written at `<base>/rss.xml` and `<base>/atom.xml` and linked from every page's head; `[]` for none. */
  feeds: z.array(z.enum(['rss', 'atom'])).default(['rss', 'atom']),
  /** Newest posts in each feed. */
  feedLimit: z.number().int().min(1).default(20),
  /** Posts in the blog sidebar (grouped by year, newest first): a number, `ALL`, or 0 for no sidebar. */
  sidebarCount: z.union([z.literal('ALL'), z.number().int().min(0)]).default('ALL'),
  /** Heading of the blog sidebar (default: "All posts", or "Recent posts" when `sidebarCount` is a number). */
  sidebarTitle: z.string().min(1).optional(),
  /**
   * Post URLs: `slug` (the default) is `<base>/<slug>`, the file name without its date; `date` keeps
   * Docusaurus's dated URLs for a migrated blog: `2021-05-03-hello.md` is `<base>/2021/05/03/hello`
   * (the date as the file or folder path writes it; a path without a date, and front matter `slug`,
   * give the same URL as with `slug`).
   */
  postUrl: z.enum(['slug', 'date']).default('slug'),
});

export const apiSchema = z.strictObject({
  /** The OpenAPI spec (Swagger 2.0, OpenAPI 3.0 or 3.1; YAML or JSON), relative to the site folder. */
  spec: inputPath.default('spec/openapi.yaml'),
  /** URL path of the API reference. */
  routeBasePath: z
    .string()
    .regex(/^\/[a-z0-9/_-]*$/i, 'must be a path starting with "/"')
    .default('/api'),
  /** Page title and heading (defaults to "API Reference"). */
  title: z.string().min(1).default('API Reference'),
  /**
   * The API's own docs site, e.g. `https://docs.stripe.com`: root-relative links in spec text
   * (`/docs/connect`) point there instead of into this site, and are not checked.
   */
  linkBase: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * A link in spec text to no page and no file (`link/broken`): `warn` (the default: a vendor's spec is
   * written for its own docs site, see `linkBase`), `throw` (or `error`: the build fails) or `ignore`.
   * Unset, it is `ignore` when the site's `onBrokenLinks` is `ignore`, else `warn`.
   */
  onBrokenLinks: z.enum(['throw', 'error', 'warn', 'ignore']).optional(),
  /**
   * A "Try it" console under each operation's samples: the reader fills in its parameters, body and own
   * key or token, and the browser sends the request to the server chosen in the server selector. The key
   * stays in the page's memory (never stored; gone on reload), and nothing is sent until the reader
   * presses Send. The API must allow requests from the docs site's origin (CORS). Off by default.
   */
  tryIt: z.boolean().default(false),
});

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
