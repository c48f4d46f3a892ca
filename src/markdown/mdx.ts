// MDX in the markdown stage: MDX text -> a JavaScript module (with @mdx-js/mdx, the unified collective's
// compiler) plus what the route graph needs (headings, links with positions and slots, imports), and
// the rendered HTML of that module -> the same CompiledMarkdown every page has. Pure: no file system;
// bundling and running the module is the bundle stage's (src/bundle/mdx-module.ts); the compiler's own
// unified plugins are in mdx-plugins.ts.
import { createProcessor } from '@mdx-js/mdx';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { Pluggable } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import './micromark-linear.js';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import type { CompiledMarkdown } from './compile.js';
import { slotMarker } from './compile.js';
import { firstParagraph } from './first-paragraph.js';
import { hasLeadingH1 } from './has-leading-h1.js';
import { pluggable, type MarkdownPlugins } from './plugins.js';
import { sectionsOf } from './plain-text.js';
import { mdxSource } from './mdx-source.js';
import type { MdxConsent } from './mdx-consent.js';
import { deepDiagnostic, lineWithDeepContainers, MAX_MARKDOWN_DEPTH, shapeDiagnostic } from './pipeline.js';
import { deepContainerProblem, lineOfDeepTags } from './nesting.js';
import { tableRow } from './table-rows.js';
import { findSlowShape, SlowShapeError } from './shape-limits.js';
import { listItem } from './list-items.js';
import type { Heading, LinkRef } from './types.js';
import { numberPartialHeadings } from './partial-headings.js';
import { slotComponentLinks } from './component-links.js';
import { GLOBAL_COMPONENTS, MDX_PROVIDER, type MdxComponentUse, type MdxImport } from './mdx-components.js';
import { type PageState, rehypePage, remarkConsent, remarkLinearStrikethrough, remarkNestingLimit, remarkPage, remarkRequiredImages } from './mdx-plugins.js';

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
