// What the Docusaurus modules docsgen provides to MDX pages (theme/mdx/docusaurus/) know of the page
// being rendered: the site, and a doc's docs versions. Set on a global around each page's static
// render (pages render one at a time); theme/mdx/docusaurus/context.ts reads the same global.

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
  /** Versions of the page's docs instance, the page's own first; empty outside docs. */
  versions: MdxVersion[];
}

const KEY = '__docsgenMdxPage';

/** Runs a page's render with its context set. */
export function withPageContext<T>(context: MdxPageContext | undefined, render: () => T): T {
  const scope = globalThis as Record<string, unknown>;
  const previous = scope[KEY];
  scope[KEY] = context;
  try {
    return render();
  } finally {
    scope[KEY] = previous;
  }
}
