// What the Docusaurus modules docsgen provides know of the page being rendered: the site and, for a doc,
// its docs version. The MDX renderer (src/bundle/mdx-context.ts) sets it on a global around each page's
// static render (pages render one at a time), so these modules need no React context of their own.

export interface MdxVersion {
  pluginId: string;
  name: string;
  label: string;
  /** URL base of the version, e.g. `/docs` or `/docs/next`. */
  path: string;
  isLast: boolean;
}

export interface MdxPageContext {
  site: { title: string; tagline: string; url: string; baseUrl: string };
  /** The page's site-relative source file. */
  file: string;
  /** Versions of the page's docs instance (the page's own first); empty outside docs. */
  versions: MdxVersion[];
  /** What the page's <Layout title description> set, for its <title> and meta description (React pages). */
  head?: { title?: string; description?: string };
}

const KEY = '__docsgenMdxPage';

const NONE: MdxPageContext = { site: { title: '', tagline: '', url: '', baseUrl: '/' }, file: '', versions: [] };

/** The page being rendered (a neutral page in the browser, where these modules never render content). */
export function pageContext(): MdxPageContext {
  return ((globalThis as Record<string, unknown>)[KEY] as MdxPageContext | undefined) ?? NONE;
}
