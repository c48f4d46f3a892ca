// The one table of diagnostic codes docsgen emits: each code's default severity and a one-line summary.
// Diagnostics are made with createDiagnostic (create.ts), which reads the severity from here; the docs
// site's diagnostics page is generated from this table (scripts/docs-reference.ts).
import type { Severity } from './types.js';

/** What the table says about one code. */
export interface CodeEntry {
  /** Severity a diagnostic of this code gets unless its maker deliberately overrides it. */
  readonly severity: Severity;
  /** One line, without hints: what the problem is. */
  readonly summary: string;
}

export const codes = {
  'link/broken': { severity: 'error', summary: 'an internal URL that matches no page and no file; an unknown doc id in pagination front matter' },
  'link/unsafe': {
    severity: 'error',
    summary:
      "a URL that could run script in front matter (home page actions and features, a post's `image`), a sidebars file's `link`, an author's `url` or `image_url` (authors.yml or inline), a markdown or MDX body (links, images, reference definitions, raw HTML) or the API spec (`x-logo`, contact, license, `externalDocs`, OAuth and OpenID URLs): only http, https, mailto, tel and relative URLs pass, after removing what browsers ignore (tabs and newlines anywhere, control characters at the ends); at its line",
  },
  'markdown/link-to-file': { severity: 'warning', summary: 'a relative link to a `.md` file that does not exist' },
  'anchor/missing': { severity: 'warning', summary: 'a `#fragment` the target page does not define (anchors are heading ids, `{#custom-id}`s, raw HTML ids)' },
  'route/duplicate': {
    severity: 'warning',
    summary:
      'two sources produce one URL, or URLs that are one file on macOS or Windows (`/docs/Guide` and `/docs/guide`; `/docs/guide.` and `/docs/guide`); each extra source is reported, naming every source',
  },
  'route/invalid': {
    severity: 'error',
    summary:
      'a URL that would leave its place or cannot be reached, reported at the `slug`, category `slug` or file name that makes it: a `.` or `..` segment, a backslash, a control character, `#`, `?` or `%` (rename the file or set a `slug`), or a path segment over 255 bytes',
  },
  'asset/outside-site': {
    severity: 'error',
    summary:
      'an image (markdown or raw HTML `<img>`) or spec `$ref` outside the site folder, symbolic links resolved: nothing outside the site is read or published',
  },
  'asset/not-allowed': {
    severity: 'error',
    summary:
      'an image (markdown, raw HTML or MDX `<img>`) under a dot file or dot folder (`.git`, `.env`…), `node_modules`, the cache or the output folder, judged on its path and on its real path (never read); or a file shown as an image whose bytes are no PNG, JPEG, GIF, WebP, AVIF, SVG or ICO (a renamed `.env` is not published); or an import (of an MDX page, the theme components, an island, a stylesheet) by path into such a place or outside the site folder, symbolic links resolved, at the import',
  },
  'symlink/outside-site': {
    severity: 'warning',
    summary:
      'a symbolic link in a content or static folder that points outside the site, to nothing, in a loop, to a folder, or (static) to a file that is never published (under a dot file or folder, `node_modules`, the cache or output folder): skipped, never followed (links to files inside the site are read as those files; the output never holds a link)',
  },
  'output/unsafe': {
    severity: 'error',
    summary:
      'an output or cache folder docsgen may not replace; a symbolic link, or something other than a folder or regular file, where `docsgen merge` reads a part or writes the search index',
  },
  'output/busy': {
    severity: 'error',
    summary: 'another build has been writing the same output folder for longer than a build waits (ten minutes): builds into one folder take turns',
  },
  'shard/incomplete': {
    severity: 'error',
    summary:
      '`docsgen merge` finds the search parts of only some shards of a sharded build (naming the missing ones), none at all, parts of different builds, or a part that is not what a shard writes (damaged or forged: out of bounds, of another shape)',
  },
  'config/not-found': { severity: 'error', summary: 'the site folder has no `site.config.yaml`' },
  'config/yaml': { severity: 'error', summary: '`site.config.yaml` is not valid YAML' },
  'config/invalid': {
    severity: 'error',
    summary: 'a config value that is missing, of the wrong type or not one of the allowed values, or a folder path that leaves the site folder; at its line',
  },
  'config/unknown-key': { severity: 'error', summary: 'a config key the schema does not know, with the closest known key as hint' },
  'front-matter/yaml': { severity: 'error', summary: "a page's front matter is not valid YAML" },
  'front-matter/invalid': { severity: 'error', summary: 'front matter that is not a mapping, or a key with a value of the wrong type or form' },
  'front-matter/unknown-key': {
    severity: 'warning',
    summary:
      "a front matter key docsgen does not know that is one typo away from one it does (`sidebar_positon`), with the key it meant as hint; other unknown keys pass (Docusaurus plugins' own keys)",
  },
  'sidebar/invalid': { severity: 'error', summary: 'a sidebars file that cannot be read, does not compile, throws, or holds an item of no known form' },
  'sidebar/unknown-doc': { severity: 'error', summary: 'a sidebars file names a doc id no doc has (the hint names the closest id)' },
  'category/invalid': { severity: 'error', summary: 'a `_category_.yml` that is not valid YAML, or has an unknown key or a wrong value' },
  'markdown/invalid': {
    severity: 'error',
    summary:
      'a markdown file over 1 MB of text, nested more than 256 levels deep (inline markup, raw HTML), lists, quotes, directives, JSX elements, `[`, emphasis or strikethrough nested over 32 deep, shaped so that parsing it would take minutes (backtick runs that open no code span), or a page of more than 90,000 pieces of markup (MDX: 25,000; a table cell counts four), at the line',
  },
  'markdown/unknown-admonition': {
    severity: 'warning',
    summary:
      'a `:::name` block whose type is no admonition (note, tip, info, warning, danger, caution, secondary, important, success): shown as text, at its line',
  },
  'markdown/plugin': {
    severity: 'error',
    summary:
      'a plugin of `markdown.remarkPlugins` (or the other lists) that cannot be imported from the site or does not export a function (at its line in `site.config.yaml`), whose options it refuses, or that throws on a page (at the page)',
  },
  'markdown/plugin-message': {
    severity: 'warning',
    summary:
      'a plugin reported a problem with a page (e.g. rehype-katex\'s "Could not render math with KaTeX", at the formula), or added MDX that a markdown page cannot render (an import or a component other than `Tabs`/`TabItem`)',
  },
  'image/missing': { severity: 'error', summary: 'a relative image (markdown or raw `<img>`) that is not a file at that path' },
  'mdx/invalid': { severity: 'error', summary: 'an MDX page that does not compile, or whose components throw while it renders' },
  'mdx/unknown-component': { severity: 'error', summary: 'a JSX element in MDX whose component is neither imported nor provided by docsgen' },
  'mdx/unresolved-import': { severity: 'error', summary: 'an MDX import of a module or file that does not exist' },
  'mdx/import-not-allowed': {
    severity: 'error',
    summary:
      'a `.md` page read as MDX (under `markdown.format: detect`) imports a package `markdown.mdxImports` does not list, a Node built-in, a URL, or a file outside the site folder or in a dot folder or `node_modules`, at the import',
  },
  'mdx/code-not-allowed': {
    severity: 'error',
    summary:
      'a `.md` page read as MDX exports or evaluates code (calls, functions, globals such as `process`) where only plain data is allowed, at the export or expression',
  },
  'mdx/island-props': {
    severity: 'error',
    summary:
      'an MDX page passes a component that hydrates in the browser a prop JSON cannot carry (a function, an element other than children, a class instance, `NaN`), at the element',
  },
  'stylesheet/invalid': {
    severity: 'error',
    summary:
      'a `stylesheets` file that does not exist (at its line in `site.config.yaml`), or CSS that cannot be bundled or loads a remote URL (at its place in the CSS)',
  },
  'blog/invalid-metadata': { severity: 'error', summary: "a blog's `authors.yml` or `tags.yml` that is not valid YAML or does not match its format" },
  'blog/invalid-author': {
    severity: 'error',
    summary: 'an author `url` or `image_url` that is not a valid URL, or a `socials` entry that is neither a URL nor a handle of a known platform',
  },
  'blog/unknown-author': { severity: 'error', summary: "a post's `authors` names a key `authors.yml` does not define" },
  'blog/not-configured': {
    severity: 'warning',
    summary: '`content/blog` holds posts but no `blogs:` entry reads that folder, so they are not built; the hint shows the entry to add',
  },
  'page/no-home': {
    severity: 'warning',
    summary:
      "no page is served at `/` (no `content/pages/index.md` or `.mdx`, no `src/pages/index.js`, `.jsx`, `.ts`, `.tsx`, `.md` or `.mdx`, no docs instance at `/`): the site's address shows the not-found page; the hint shows a home page to add",
  },
  'blog/invalid-date': {
    severity: 'error',
    summary: "a post's file or folder name holds a date that does not exist (`2026-02-30-x.md`) and its front matter sets no `date`",
  },
  'blog/missing-date': { severity: 'error', summary: 'a post with no date in its file or folder name and none in its front matter' },
  'spec/invalid': {
    severity: 'error',
    summary: 'the API spec cannot be read, is not valid YAML or JSON, is not Swagger 2.0 or OpenAPI 3.0/3.1, or fails validation; at its line',
  },
  'spec/no-servers': {
    severity: 'warning',
    summary: "an OpenAPI 3 spec lists no `servers`: request samples call the placeholder `https://api.example.com`; at the spec's first line",
  },
  'spec/external-ref': { severity: 'error', summary: 'a spec `$ref` to a server (the build fetches nothing) or to another file (bundle the spec first)' },
  'theme/compile': { severity: 'error', summary: "the site's own `theme/` or the client bundle does not compile (esbuild's message, at its line)" },
  'build/failed': { severity: 'error', summary: '`dev` only: a rebuild failed unexpectedly; the last good build keeps being served' },
} as const satisfies Record<string, CodeEntry>;

/** Every code docsgen emits: a stable `area/problem` string. */
export type DiagnosticCode = keyof typeof codes;

/** Every code of the table, in table order. */
export const diagnosticCodes = Object.keys(codes) as DiagnosticCode[];

/** The severity a diagnostic of `code` gets by default. */
export function defaultSeverity(code: DiagnosticCode): Severity {
  return codes[code].severity;
}

export function isDiagnosticCode(value: string): value is DiagnosticCode {
  return Object.hasOwn(codes, value);
}
