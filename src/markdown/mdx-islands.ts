// Marks where an MDX page uses a component it imports from the site or an npm package, or one it exports
// itself with handlers or state: each such JSX element becomes `<DocsgenIsland __component={Name}
// __island="{…}">` (imported from `docsgen:island`), which renders the component and, when the bundle
// stage finds client behaviour in its browser chunk, wraps it as an island. Pure tree work on the
// compiled page: the bundle stage decides which components are interactive.
import type { Expression, Program } from 'estree';
import type { Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

/** The module the marked elements import their wrapper from (the bundle stage resolves it). */
export const ISLAND_MODULE = 'docsgen:island';

/** What the wrapper learns about one use of a component: where it comes from and where it is used. */
export interface IslandUse {
  /** The import's module, as written (`@site/src/components/Counter`, `./Chart`, `some-package`). */
  source: string;
  /** The export it names: `default` or a named export. */
  name: string;
  /** The MDX file that imports it (site-relative): `source` resolves from its folder. */
  file: string;
  line: number;
  column: number;
  /** Used inside a paragraph (a `<span>` wraps it then, not a `<div>`). */
  inline: boolean;
}

interface Scope {
  bindings: ReadonlyMap<string, { source: string; name: string }>;
  /**
   * Components the page itself exports (`export const Highlight = …`) with handlers or state: islands too,
   * their browser chunk importing them from the page's own file.
   */
  interactive?: ReadonlySet<string>;
  file: string;
  lineOffset: number;
}

/** Modules whose components docsgen renders itself (theme components get behaviour from enhancers), and partials. */
const NOT_ISLANDS = /^(@theme\/|@docusaurus\/|docsgen:)|\.mdx?$/i;

/** Rewrites the uses of imported site and npm components; true when there was one. */
export function markIslands(tree: Root, scope: Scope): boolean {
  let marked = false;
  visit(tree, (node: Root | RootContent) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const jsx = node as MdxJsxFlowElementHast | MdxJsxTextElementHast;
    if (!jsx.name || !/^[A-Za-z_$]/.test(jsx.name)) return;
    const [root, ...members] = jsx.name.split('.');
    const own = scope.interactive?.has(root!) && !scope.bindings.has(root!);
    const binding = own ? { source: `./${scope.file.slice(scope.file.lastIndexOf('/') + 1)}`, name: root! } : scope.bindings.get(root!);
    if (!binding || (!own && NOT_ISLANDS.test(binding.source))) return;
    // `<UI.Counter>` with `import * as UI` names the module's export `Counter`.
    if (binding.name === '*' && members.length !== 1) return;
    if (binding.name !== '*' && members.length > 0) return;
    const use: IslandUse = {
      source: binding.source,
      name: binding.name === '*' ? members[0]! : binding.name,
      file: scope.file,
      line: (jsx.position?.start.line ?? 1) + scope.lineOffset,
      column: jsx.position?.start.column ?? 1,
      inline: node.type === 'mdxJsxTextElement',
    };
    const component = jsx.name;
    jsx.name = 'DocsgenIsland';
    jsx.attributes.unshift(
      {
        type: 'mdxJsxAttribute',
        name: '__component',
        value: { type: 'mdxJsxAttributeValueExpression', value: component, data: { estree: expressionOf(component) } },
      },
      { type: 'mdxJsxAttribute', name: '__island', value: JSON.stringify(use) },
    );
    marked = true;
  });
  return marked;
}

/** `import { DocsgenIsland } from 'docsgen:island'`, as an ESM node. */
export function islandImport(): RootContent {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        attributes: [],
        specifiers: [
          { type: 'ImportSpecifier', imported: { type: 'Identifier', name: 'DocsgenIsland' }, local: { type: 'Identifier', name: 'DocsgenIsland' } },
        ],
        source: { type: 'Literal', value: ISLAND_MODULE },
      },
    ],
  };
  return { type: 'mdxjsEsm', value: '', data: { estree } } as unknown as RootContent;
}

/** `Name` or `A.B` as an expression program (the estree of a JSX attribute value). */
function expressionOf(name: string): Program {
  const [first, ...rest] = name.split('.');
  let expression: Expression = { type: 'Identifier', name: first! };
  for (const member of rest)
    expression = { type: 'MemberExpression', object: expression, property: { type: 'Identifier', name: member }, computed: false, optional: false };
  return { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] };
}
