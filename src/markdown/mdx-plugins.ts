// The unified plugins of the MDX compiler (mdx.ts): mdast steps (a `.md` page's consent, required images,
// code meta and custom heading ids, admonitions) and the hast step that collects what the route graph
// needs (headings, links as slots, imports, components used), into the page's PageState.
import path from 'node:path';
import type { Program } from 'estree';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { Code, Heading as MdastHeading, RootContent as MdastContent, Root as MdastRoot } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { Processor } from 'unified';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import type { Diagnostic } from '../diagnostics/index.js';
import { isExternal } from '../util/uri.js';
import { codeBlock } from './rehype-code-blocks.js';
import { assignHeadingIds } from './rehype-heading-ids.js';
import { dropUnsafeUrls, unsafeUrlDiagnostic } from './rehype-safe-urls.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { checkMdxConsent, type MdxConsent } from './mdx-consent.js';
import { linearStrikethrough } from './micromark-strikethrough.js';
import { findDeepContainer } from './nesting.js';
import { SlowShapeError } from './shape-limits.js';
import { eachNode } from './walk.js';
import { carryCodeMeta, readCustomId } from './remark-heading-ids.js';
import type { Heading, LinkRef } from './types.js';
import { islandImport, markIslands } from './mdx-islands.js';
import type { MdxImport } from './mdx-components.js';

/** Collected while a page compiles (vfile data). */
export interface PageState {
  lineOffset: number;
  marker: string;
  headings: Heading[];
  links: LinkRef[];
  imports: MdxImport[];
  defined: Set<string>;
  used: { name: string; line: number; column: number }[];
  /** Imported names: the module and export each stands for (`*` for a namespace import). */
  bindings: Map<string, { source: string; name: string }>;
  file: string;
  consent?: MdxConsent | undefined;
  /** Problems of a `.md` page's imports and code (checkMdxConsent): the page's module is never run. */
  refused: Diagnostic[];
  /** Components the page's own code defines with event handlers or state: islands (mdx-islands.ts). */
  interactive: Set<string>;
  partial: boolean;
}

/** What gives a component written in a page's own code behaviour in the browser: handlers and state hooks. */
const CLIENT_CODE = /\bon[A-Z][A-Za-z]*\s*=\s*\{|\buse(?:State|Reducer|Effect|LayoutEffect|Ref|SyncExternalStore|Transition)\s*\(/;

/** mdast, as the page wrote it (before any site plugin): a `.md` page's imports and code checked. */
/** remark-gfm's strikethrough with the linear resolver (micromark-strikethrough.ts): after remarkGfm. */
export function remarkLinearStrikethrough(this: Processor) {
  for (const extension of (this.data('micromarkExtensions') ?? []) as MicromarkExtension[]) linearStrikethrough(extension);
}

/** Lists, quotes and JSX elements nested past the limit (nesting.ts) end the compile at their line. */
export function remarkNestingLimit() {
  return (tree: MdastRoot) => {
    const problem = findDeepContainer(tree);
    if (problem) throw new SlowShapeError(problem);
  };
}

export function remarkConsent() {
  return (tree: MdastRoot, file: VFile) => {
    const state = file.data.docsgen as PageState;
    if (state.consent) state.refused = checkMdxConsent(tree, { file: state.file, lineOffset: state.lineOffset, consent: state.consent });
  };
}

/** `src={require('./img.png').default}`: the module path of an image, relative, or from the site folder. */
const REQUIRED_IMAGE = /^\s*require\(\s*(['"])((?:\.{1,2}|@site)\/[^'"\\]+)\1\s*\)(?:\.default)?\s*$/;

/**
 * mdast: an `<img>` whose `src` is Docusaurus's `require('./img.png').default` gets the image's path as its
 * src, so it is checked and published like a markdown image (and no `require` is left to run).
 */
export function remarkRequiredImages() {
  return (tree: MdastRoot, file: VFile) => {
    const state = file.data.docsgen as PageState;
    eachNode<MdastContent>(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'img') return;
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'src' || typeof attribute.value !== 'object' || !attribute.value) continue;
        const match = REQUIRED_IMAGE.exec(attribute.value.value);
        if (!match) continue;
        const target = match[2]!;
        attribute.value = target.startsWith('@site/') ? relativeFrom(state.file, target.slice('@site/'.length)) : target;
      }
    });
  };
}

/** A site-relative path as seen from a site-relative file (`docs/a/b.mdx`, `static/x.png` -> `../../static/x.png`). */
function relativeFrom(file: string, target: string): string {
  const rel = path.posix.relative(path.posix.dirname(file), target);
  return rel.startsWith('../') ? rel : `./${rel}`;
}

/** mdast: code fence meta and `{#custom-id}` headings, then admonitions (as in the markdown pipeline). */
export function remarkPage() {
  const admonitions = remarkAdmonitions();
  return (tree: MdastRoot) => {
    eachNode<MdastContent>(tree, (node) => {
      if (node.type === 'code') carryCodeMeta(node as Code);
      else if (node.type === 'heading') readCustomId(node as MdastHeading);
    });
    admonitions(tree);
  };
}

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** Attributes of JSX elements that hold a URL the page emits (checked and resolved like markdown links). */
const URL_ATTRIBUTES: Record<string, string> = { a: 'href', Link: 'to', img: 'src' };

/**
 * hast: highlighted code blocks, heading ids, links collected (with slots in place of their URLs, like
 * compiled markdown), imports and defined names read from the ESM, JSX component names checked, and the
 * page's `toc` exported for `<TOCInline toc={toc} />`.
 */
export function rehypePage() {
  return (tree: Root, file: VFile) => {
    const state = file.data.docsgen as PageState;
    const headings: Element[] = [];
    const at = (node: { position?: { start: { line: number; column: number } } }) => ({
      line: (node.position?.start.line ?? 1) + state.lineOffset,
      column: node.position?.start.column ?? 1,
    });
    const slot = (url: string, attribute: 'href' | 'src', node: Parameters<typeof at>[0]): string => {
      const index = state.links.push({ url, attribute, ...at(node) }) - 1;
      return isExternal(url) ? url : `${state.marker}${index}${state.marker}`;
    };
    // Docusaurus's `{/* truncate */}` (or `<!-- truncate -->`, made one by htmlComments) at the top level
    // ends a blog post's excerpt: a marker element the rendered HTML is cut at (finishMdx).
    const truncate = tree.children.findIndex((node) => node.type === 'mdxFlowExpression' && /^\s*\/\*\s*truncate\s*\*\/\s*$/.test(node.value));
    if (truncate >= 0) tree.children[truncate] = { type: 'element', tagName: 'div', properties: { dataDocsgenTruncate: '' }, children: [] };
    visit(tree, (node: Root | RootContent, index, parent) => {
      if (node.type === 'mdxjsEsm') return readEsm(node.data?.estree, node, state, at);
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const jsx = node as JsxElement;
        if (jsx.name && /^[A-Z]/.test(jsx.name)) state.used.push({ name: jsx.name.split('.')[0]!, ...at(jsx) });
        const attribute = jsx.name ? URL_ATTRIBUTES[jsx.name] : undefined;
        const found = attribute && jsx.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === attribute);
        if (found && typeof found.value === 'string' && found.value) found.value = slot(found.value, attribute === 'src' ? 'src' : 'href', jsx);
        return;
      }
      if (node.type !== 'element') return;
      const block = codeBlock(node);
      if (block && parent && index !== undefined) {
        (parent.children as ElementContent[])[index] = block;
        return 'skip';
      }
      const unsafe = dropUnsafeUrls(node);
      if (unsafe) state.refused.push(unsafeUrlDiagnostic(state.file, unsafe, state.lineOffset));
      if (/^h[1-6]$/.test(node.tagName)) headings.push(node);
      for (const attribute of ['href', 'src'] as const) {
        const value = node.properties[attribute];
        if (typeof value !== 'string' || !value) continue;
        if (attribute === 'href' && (node.properties.className as string[] | undefined)?.includes('hash-link')) continue;
        node.properties[attribute] = slot(value, attribute, node);
      }
      return undefined;
    });
    assignHeadingIds(headings, { headings: state.headings, lineOffset: state.lineOffset });
    // A partial's ids are made unique in the page that shows it, after its render (partial-headings.ts).
    if (state.partial) for (const heading of headings) heading.properties.dataDocsgenPartial = '';
    if (markIslands(tree, state)) tree.children.unshift(islandImport());
    const toc = state.headings.filter((h) => h.level >= 2).map((h) => ({ value: h.text, id: h.id, level: h.level }));
    tree.children.push(esmNode(`toc`, toc));
  };
}

/** An ESM node `export const <name> = <value>` (the page's `toc`, as Docusaurus's MDX loader exports it). */
function esmNode(name: string, value: unknown): RootContent {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        attributes: [],
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: valueToEstree(value) }],
        },
      },
    ],
  };
  return { type: 'mdxjsEsm', value: '', data: { estree } } as unknown as RootContent;
}

/** Records an ESM node's imports (with their lines) and every name it defines. */
function readEsm(
  estree: Program | null | undefined,
  node: RootContent,
  state: PageState,
  at: (node: { position?: { start: { line: number; column: number } } }) => { line: number; column: number },
): void {
  // Code with handlers or state: the capitalised names it defines are components that would need the browser.
  const interactive = CLIENT_CODE.test((node as { value?: string }).value ?? '');
  const define = (name: string) => {
    state.defined.add(name);
    if (interactive && /^[A-Z]/.test(name)) state.interactive.add(name);
  };
  for (const statement of estree?.body ?? []) {
    if (statement.type === 'ImportDeclaration') {
      const line = statement.loc ? statement.loc.start.line + state.lineOffset : at(node).line;
      state.imports.push({ source: String(statement.source.value), line, column: (statement.loc?.start.column ?? 0) + 1 });
      for (const specifier of statement.specifiers) {
        state.defined.add(specifier.local.name);
        const name =
          specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : specifier.type === 'ImportNamespaceSpecifier'
              ? '*'
              : specifier.imported.type === 'Identifier'
                ? specifier.imported.name
                : String(specifier.imported.value);
        state.bindings.set(specifier.local.name, { source: String(statement.source.value), name });
      }
    } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
      const declaration = statement.declaration;
      if (declaration.type === 'VariableDeclaration') {
        for (const d of declaration.declarations) if (d.id.type === 'Identifier') define(d.id.name);
      } else if (declaration.id) define(declaration.id.name);
    } else if (statement.type === 'VariableDeclaration') {
      for (const d of statement.declarations) if (d.id.type === 'Identifier') define(d.id.name);
    } else if (statement.type === 'FunctionDeclaration' && statement.id) define(statement.id.name);
  }
}
