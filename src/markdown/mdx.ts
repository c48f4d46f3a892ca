// MDX in the markdown stage: MDX text -> a JavaScript module (with @mdx-js/mdx, the unified collective's
// compiler) plus what the route graph needs (headings, links with positions and slots, imports), and
// the rendered HTML of that module -> the same CompiledMarkdown every page has. Pure: no file system;
// bundling and running the module is the bundle stage's (src/bundle/mdx-module.ts).
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import type { Program } from 'estree';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Code, Heading as MdastHeading, RootContent as MdastContent, Root as MdastRoot } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { Pluggable, Processor } from 'unified';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import './micromark-linear.js';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { isExternal } from '../util/uri.js';
import type { CompiledMarkdown } from './compile.js';
import { slotMarker } from './compile.js';
import { firstParagraph } from './first-paragraph.js';
import { hasLeadingH1 } from './has-leading-h1.js';
import { pluggable, type MarkdownPlugins } from './plugins.js';
import { sectionsOf } from './plain-text.js';
import { codeBlock } from './rehype-code-blocks.js';
import { assignHeadingIds } from './rehype-heading-ids.js';
import { dropUnsafeUrls, unsafeUrlDiagnostic } from './rehype-safe-urls.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { mdxSource } from './mdx-source.js';
import { checkMdxConsent, type MdxConsent } from './mdx-consent.js';
import { deepDiagnostic, lineWithDeepContainers, MAX_MARKDOWN_DEPTH, shapeDiagnostic } from './pipeline.js';
import { linearStrikethrough } from './micromark-strikethrough.js';
import { deepContainerProblem, findDeepContainer, lineOfDeepTags } from './nesting.js';
import { findSlowShape, SlowShapeError } from './shape-limits.js';
import { listItem } from './list-items.js';
import { eachNode } from './walk.js';
import { tableRow } from './table-rows.js';
import { carryCodeMeta, readCustomId } from './remark-heading-ids.js';
import type { Heading, LinkRef } from './types.js';
import { islandImport, markIslands } from './mdx-islands.js';
import { numberPartialHeadings } from './partial-headings.js';
import { slotComponentLinks } from './component-links.js';
import { GLOBAL_COMPONENTS, MDX_PROVIDER, type MdxComponentUse, type MdxImport } from './mdx-components.js';

export { GLOBAL_COMPONENTS, MDX_PROVIDER, unknownComponents, type MdxComponentUse, type MdxImport } from './mdx-components.js';

/** An MDX page compiled to a module, and what its HTML will need. */
export interface CompiledMdx {
  /** The page's module (ES module; `export default` renders the body). */
  code: string;
  marker: string;
  headings: Heading[];
  links: LinkRef[];
  imports: MdxImport[];
  diagnostics: Diagnostic[];
  /**
   * Components the page uses without importing or defining them, other than docsgen's own: known only
   * when the site's components are (a site's `src/theme/MDXComponents` may provide them), so the renderer
   * reports them (`unknownComponents`).
   */
  unknown: MdxComponentUse[];
}

export interface MdxOptions {
  /** Site-relative path, for diagnostics. */
  file: string;
  /** Lines before the body (front matter). */
  lineOffset?: number;
  /** The site's remark and rehype plugins (markdown.remarkPlugins and friends), run as on markdown pages. */
  plugins?: MarkdownPlugins;
  /** A `.md` page: what it may import and run (markdown/mdx-consent.ts); `.mdx` pages have none. */
  consent?: MdxConsent;
  /** A partial compiled for a page's render: its headings carry PARTIAL_HEADING (partial-headings.ts). */
  partial?: boolean;
}

/** Collected while a page compiles (vfile data). */
interface PageState {
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

const processor = createMdxProcessor(undefined);
const withPlugins = new WeakMap<MarkdownPlugins, ReturnType<typeof createMdxProcessor>>();

/** The MDX compiler, with the site's plugins where markdown pages run them (markdown/pipeline.ts). */
function createMdxProcessor(plugins: MarkdownPlugins | undefined) {
  const use = (stage: keyof MarkdownPlugins['loaded']): Pluggable[] => (plugins?.loaded[stage] ?? []).map(pluggable);
  return createProcessor({
    format: 'mdx',
    outputFormat: 'program',
    jsxImportSource: 'react',
    providerImportSource: MDX_PROVIDER,
    remarkRehypeOptions: { handlers: { listItem, tableRow } },
    remarkPlugins: [
      remarkNestingLimit,
      remarkRequiredImages,
      remarkConsent,
      remarkGfm,
      remarkLinearStrikethrough,
      remarkDirective,
      ...use('beforeDefaultRemarkPlugins'),
      remarkPage,
      ...use('remarkPlugins'),
    ],
    rehypePlugins: [...use('beforeDefaultRehypePlugins'), ...use('rehypePlugins'), rehypePage],
  });
}

/**
 * MDX text (without front matter) -> its module and what the graph needs; errors as `mdx/*` diagnostics.
 * Asynchronous: site plugins may be (@docusaurus/remark-plugin-npm2yarn's transformer is).
 */
export async function compileMdx(source: string, options: MdxOptions): Promise<CompiledMdx> {
  const lineOffset = options.lineOffset ?? 0;
  const marker = slotMarker(source);
  const state: PageState = {
    lineOffset,
    marker,
    headings: [],
    links: [],
    imports: [],
    defined: new Set(),
    used: [],
    bindings: new Map(),
    file: options.file,
    consent: options.consent,
    refused: [],
    interactive: new Set(),
    partial: options.partial === true,
  };
  const failed = (diagnostic: Diagnostic): CompiledMdx => ({ code: '', marker, headings: [], links: [], imports: [], diagnostics: [diagnostic], unknown: [] });
  // The markdown pipeline's limits on nesting and slow shapes hold for MDX too (issue 38).
  const deepLine = lineWithDeepContainers(source);
  if (deepLine !== undefined) return failed(shapeDiagnostic(options.file, deepContainerProblem('block', deepLine), lineOffset));
  // JSX nested thousands deep takes seconds to overflow the parser's stack: refused before, at the
  // line where the tags pass the limit the tree is held to.
  if (lineOfDeepTags(source, MAX_MARKDOWN_DEPTH) !== undefined)
    return failed(shapeDiagnostic(options.file, deepContainerProblem('jsx', lineOfDeepTags(source)!), lineOffset));
  const slow = findSlowShape(source, { mdx: true });
  if (slow) return failed(shapeDiagnostic(options.file, slow, lineOffset));
  const file = new VFile({ path: options.file, value: mdxSource(source), data: { docsgen: state } });
  let code: string;
  try {
    let compiler = processor;
    if (options.plugins) {
      compiler = withPlugins.get(options.plugins) ?? createMdxProcessor(options.plugins);
      withPlugins.set(options.plugins, compiler);
    }
    code = String(await compiler.process(file));
  } catch (error) {
    if (error instanceof SlowShapeError) return failed(shapeDiagnostic(options.file, error.problem, lineOffset));
    // JSX or expressions nested deep enough to overflow the parser's stack.
    if (error instanceof RangeError || /Maximum call stack size exceeded/.test(String((error as { message?: unknown }).message))) {
      return failed({
        ...deepDiagnostic(options.file, 1 + lineOffset),
        message: 'MDX nested too deeply to parse (JSX elements, expressions, lists or quotes)',
      });
    }
    const place = error as { line?: number; column?: number; reason?: string; message?: string };
    const diagnostic = createDiagnostic('mdx/invalid', {
      message: `MDX syntax error: ${place.reason ?? place.message ?? String(error)}`,
      file: options.file,
      line: (place.line ?? 1) + lineOffset,
      column: place.column ?? 1,
      hint: 'Fix the MDX at this place: close every JSX tag, escape `{` and `<` in text as `\\{` and `&lt;`, or rename the file to .md (with markdown.format: md) if it is plain markdown.',
    });
    return failed(diagnostic);
  }
  if (state.refused.length) return { ...failed(state.refused[0]!), diagnostics: state.refused };
  const unknown = state.used.filter((use) => !state.defined.has(use.name) && !(GLOBAL_COMPONENTS as readonly string[]).includes(use.name));
  return { code, marker, headings: state.headings, links: state.links, imports: state.imports, diagnostics: [], unknown };
}

/** Where the rendered HTML of a post is cut for its excerpt. */
const TRUNCATE = '<div data-docsgen-truncate=""></div>';

/**
 * The rendered HTML of a compiled MDX page (slots still open) -> its CompiledMarkdown; with `post`, also the
 * excerpt above a truncate marker and the form feed readers get (no copy buttons).
 */
/** `files`: the site's files the page's module is made of, besides the page (see CompiledMarkdown.fromModule). */
export function finishMdx(
  page: CompiledMdx,
  rendered: string,
  options: {
    post?: boolean;
    files?: readonly string[];
    partials?: { links: readonly LinkRef[]; headings: readonly Heading[] };
    /** A React page's: the site paths its component links to are checked and resolved (component-links.ts). */
    component?: boolean;
  } = {},
): CompiledMarkdown {
  const numbered = numberPartialHeadings(rendered, page.headings, options.partials?.headings ?? []);
  if (options.component) {
    const first = page.links.length + (options.partials?.links.length ?? 0);
    const slotted = slotComponentLinks(numbered.html, { marker: page.marker, first });
    numbered.html = slotted.html;
    if (slotted.links.length)
      options = { ...options, partials: { headings: options.partials?.headings ?? [], links: [...(options.partials?.links ?? []), ...slotted.links] } };
  }
  const cut = numbered.html.indexOf(TRUNCATE);
  const html = cut < 0 ? numbered.html : numbered.html.slice(0, cut) + numbered.html.slice(cut + TRUNCATE.length);
  const excerpt = cut < 0 ? undefined : numbered.html.slice(0, cut);
  const tree = fromHtml(html, { fragment: true });
  // The links and headings of the partials the page imports are the page's too (their links took the
  // slots after the page's own), as Docusaurus shows them: the headings in the order the page shows them.
  const partials = options.partials;
  const compiled =
    partials && (partials.links.length || partials.headings.length)
      ? { ...page, links: [...page.links, ...partials.links], headings: inShownOrder(tree, page.headings, numbered.headings) }
      : page;
  const anchors = idsOf(tree);
  const excerptTree = excerpt === undefined ? undefined : fromHtml(excerpt, { fragment: true });
  const summary = firstParagraph(excerptTree ?? tree);
  const slotsIn = (part: string) => compiled.links.flatMap((_, i) => (part.includes(`${compiled.marker}${i}${compiled.marker}`) ? [i] : []));
  return {
    html,
    marker: compiled.marker,
    startsWithH1: hasLeadingH1(tree),
    headings: compiled.headings,
    anchors,
    links: compiled.links,
    ...(summary ? { summary } : {}),
    sections: sectionsOf(tree, compiled.headings),
    diagnostics: compiled.diagnostics,
    fromModule: { files: options.files ?? [] },
    ...(excerpt !== undefined && excerptTree ? { excerpt: { html: excerpt, links: slotsIn(excerpt), anchors: idsOf(excerptTree) } } : {}),
    ...(options.post ? { feed: { html: html.replace(/<button type="button" class="code-block__copy"[^>]*>Copy<\/button>/g, ''), raw: [] } } : {}),
  };
}

/** The page's headings and its partials' together, in the order of the heading elements of its HTML. */
function inShownOrder(tree: Root, own: readonly Heading[], partial: readonly Heading[]): Heading[] {
  const pool = [...own, ...partial];
  const taken = new Set<Heading>();
  const ordered: Heading[] = [];
  visit(tree, 'element', (node: Element) => {
    if (!/^h[1-6]$/.test(node.tagName) || typeof node.properties.id !== 'string') return;
    const heading = pool.find((h) => !taken.has(h) && h.id === node.properties.id);
    if (!heading) return;
    taken.add(heading);
    ordered.push(heading);
  });
  // The page's own that its HTML does not show stay (as without partials); a partial's are shown or none.
  return [...ordered, ...own.filter((h) => !taken.has(h))];
}

function idsOf(tree: Root): string[] {
  const ids: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if (typeof node.properties.id === 'string' && node.properties.id) ids.push(node.properties.id);
  });
  return ids;
}

/** mdast, as the page wrote it (before any site plugin): a `.md` page's imports and code checked. */
/** remark-gfm's strikethrough with the linear resolver (micromark-strikethrough.ts): after remarkGfm. */
function remarkLinearStrikethrough(this: Processor) {
  for (const extension of (this.data('micromarkExtensions') ?? []) as MicromarkExtension[]) linearStrikethrough(extension);
}

/** Lists, quotes and JSX elements nested past the limit (nesting.ts) end the compile at their line. */
function remarkNestingLimit() {
  return (tree: MdastRoot) => {
    const problem = findDeepContainer(tree);
    if (problem) throw new SlowShapeError(problem);
  };
}

function remarkConsent() {
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
function remarkRequiredImages() {
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
function remarkPage() {
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
function rehypePage() {
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
