// What MDX pages may use and the renderer must know without compiling one: the components every page
// has, the provider module, and the check for components nobody provides. Kept apart from mdx.ts so that
// a site without MDX never loads the MDX compiler.
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';

/** Components every MDX page may use without importing them (Docusaurus's MDX scope). */
export const GLOBAL_COMPONENTS = ['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'Details', 'TOCInline', 'DocCardList', 'Link'] as const;

/** An import of an MDX page: the module it names and where the line is. */
export interface MdxImport {
  source: string;
  line: number;
  column: number;
}

/** A JSX element's component name and where it is used. */
export interface MdxComponentUse {
  name: string;
  line: number;
  column: number;
}

/**
 * The module MDX pages take their global components from (`useMDXComponents`): docsgen's, and the site's
 * own `src/theme/MDXComponents` when it has one. The renderer resolves it.
 */
export const MDX_PROVIDER = '@docsgen/mdx-components';

/** `mdx/unknown-component` for each use of a component neither the page nor the site's global components have. */
export function unknownComponents(file: string, uses: readonly MdxComponentUse[], siteComponents: ReadonlySet<string>): Diagnostic[] {
  return uses
    .filter((use) => !siteComponents.has(use.name))
    .map((use) =>
      createDiagnostic('mdx/unknown-component', {
        message: `Unknown component <${use.name}>: it is neither imported nor one docsgen provides`,
        file,
        line: use.line,
        column: use.column,
        hint: `Import it (import ${use.name} from '@site/src/components/${use.name}'), add it to the site's src/theme/MDXComponents, or use one of ${GLOBAL_COMPONENTS.join(', ')}.`,
      }),
    );
}
