// What the Docusaurus modules docsgen provides to MDX pages (theme/mdx/docusaurus/) know of the page
// being rendered: the site, and a doc's docs versions. Set on a global around each page's static
// render (pages render one at a time); theme/mdx/docusaurus/context.ts reads the same global.

export type { MdxPageContext, MdxVersion } from '../../theme/mdx/docusaurus/context.js';
import type { MdxPageContext } from '../../theme/mdx/docusaurus/context.js';

/** The global the theme's context.ts reads (the same name there). */
export const PAGE_CONTEXT_KEY = '__docsgenMdxPage';
const KEY = PAGE_CONTEXT_KEY;

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
