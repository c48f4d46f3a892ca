// The one table of diagnostic codes docsgen emits: each code's default severity and a one-line summary.
// Diagnostics are made with createDiagnostic (create.ts), which reads the severity from here; the README's
// checks table is tested against this table (test/unit/diagnostics/codes.test.ts).
import type { Severity } from './types.js';

/** What the table says about one code. */
export interface CodeEntry {
  /** Severity a diagnostic of this code gets unless its maker deliberately overrides it. */
  readonly severity: Severity;
  /** One line, without hints: what the problem is. */
  readonly summary: string;
}

export const codes = {
  'link/broken': { severity: 'error', summary: 'an internal link that matches no page and no file, or an unknown doc id in pagination front matter' },
  'link/unsafe': { severity: 'error', summary: 'a URL that could run script (`javascript:`, `data:`, any scheme but http, https, mailto and tel) in front matter, a sidebars file, authors or the spec' },
  'markdown/link-to-file': { severity: 'warning', summary: 'a relative link to a `.md` file that does not exist' },
  'anchor/missing': { severity: 'warning', summary: 'a `#fragment` the target page does not define' },
  'route/duplicate': { severity: 'warning', summary: 'two sources produce one URL, or two URLs are one file on macOS or Windows' },
  'route/invalid': { severity: 'error', summary: 'a URL that would leave its place, cannot be reached, or cannot be written as a file' },
  'asset/outside-site': { severity: 'error', summary: 'an image or spec `$ref` outside the site folder' },
  'asset/not-allowed': { severity: 'error', summary: 'an image under a dot file or folder, node_modules, the cache or the output folder, or a file shown as an image whose bytes are no image' },
  'symlink/outside-site': { severity: 'warning', summary: 'a symbolic link in a content or static folder that points outside the site, to nothing, in a loop, to a folder, or to a file that is never published' },
  'output/unsafe': { severity: 'error', summary: 'an output or cache folder docsgen may not replace' },
  'output/busy': { severity: 'error', summary: 'another build has been writing the same output folder for longer than a build waits' },
  'shard/incomplete': { severity: 'error', summary: '`docsgen merge` finds the search parts of only some shards of a sharded build, of shards of different builds, or a part that is not what a shard writes' },
  'config/not-found': { severity: 'error', summary: 'the site folder has no site.config.yaml' },
  'config/yaml': { severity: 'error', summary: 'site.config.yaml is not valid YAML' },
  'config/invalid': { severity: 'error', summary: 'a config value is missing, of the wrong type or out of range, or a folder path leaves the site folder' },
  'config/unknown-key': { severity: 'error', summary: 'site.config.yaml sets a key the config does not have' },
  'front-matter/yaml': { severity: 'error', summary: "a page's front matter is not valid YAML" },
  'front-matter/invalid': { severity: 'error', summary: "a page's front matter is not a mapping, or one of its keys has a wrong value" },
  'sidebar/invalid': { severity: 'error', summary: 'a sidebars file that cannot be read, does not compile, throws, or holds an item of no known form' },
  'sidebar/unknown-doc': { severity: 'error', summary: 'a sidebars file names a doc id no doc has' },
  'category/invalid': { severity: 'error', summary: 'a `_category_.yml` is not valid YAML, or has an unknown key or a wrong value' },
  'markdown/invalid': { severity: 'error', summary: 'a markdown file is larger than 1 MB, nested too deeply to parse, or shaped so that parsing it would take minutes' },
  'markdown/plugin': { severity: 'error', summary: 'a remark or rehype plugin of the config cannot be imported, refuses its options, or fails on a page' },
  'markdown/plugin-message': { severity: 'warning', summary: 'a plugin reported a problem with a page, or added MDX a markdown page cannot render' },
  'image/missing': { severity: 'error', summary: 'a relative image that does not exist' },
  'mdx/invalid': { severity: 'error', summary: 'an MDX page that does not compile, or whose components throw while it renders' },
  'mdx/unknown-component': { severity: 'error', summary: 'a JSX element in MDX whose component is neither imported nor provided by docsgen' },
  'mdx/unresolved-import': { severity: 'error', summary: 'an MDX import of a module or file that does not exist' },
  'mdx/import-not-allowed': { severity: 'error', summary: 'a `.md` page read as MDX imports a package the site has not listed in `markdown.mdxImports`, a Node built-in, or a file outside the site or in a dot folder or node_modules' },
  'mdx/code-not-allowed': { severity: 'error', summary: 'a `.md` page read as MDX exports or evaluates code (calls, functions, globals) where only plain data is allowed' },
  'mdx/static-component': { severity: 'warning', summary: 'an MDX page defines in its own code a component with event handlers or state: it renders at build time and never hydrates (imported components do)' },
  'mdx/island-props': { severity: 'error', summary: 'an MDX page passes a component that hydrates in the browser a prop JSON cannot carry (a function, an element, a class instance)' },
  'stylesheet/invalid': { severity: 'error', summary: 'a `stylesheets` entry of the config is a remote URL, a file that does not exist, or CSS that cannot be bundled' },
  'blog/invalid-metadata': { severity: 'error', summary: "a blog's `authors.yml` or `tags.yml` is not valid YAML or does not match its format" },
  'blog/invalid-author': { severity: 'error', summary: 'an author URL that is not a valid URL, or a social entry that is neither a URL nor a handle of a known platform' },
  'blog/unknown-author': { severity: 'error', summary: "a post names an author key that `authors.yml` does not define" },
  'blog/invalid-date': { severity: 'error', summary: "a post's file name holds a date that does not exist" },
  'blog/missing-date': { severity: 'error', summary: 'a post has no date in its file name, folder name or front matter' },
  'spec/invalid': { severity: 'error', summary: 'the API spec cannot be read, is not valid YAML or JSON, or is not a valid Swagger 2.0 or OpenAPI 3.0/3.1 document' },
  'spec/external-ref': { severity: 'error', summary: 'a spec `$ref` to a server or to another file' },
  'theme/compile': { severity: 'error', summary: "the site's theme or the client bundle does not compile" },
  'build/failed': { severity: 'error', summary: '`dev` only: a rebuild failed unexpectedly (the last good build stays served)' },
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
