// The schema of site.config.yaml's content sources (schema.ts): docs instances (with their versions
// and sidebars files), blogs, and the OpenAPI reference. Every field's doc comment is the config
// reference.
import { z } from 'zod';
import { inputPath } from './schema-fields.js';

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
