// An MDX page's text made ready for the MDX compiler, as Docusaurus prepares it: ` ```mdx-code-block `
// fences unwrapped, `{#id}` heading ids and HTML comments made MDX, admonition titles normalised; and
// the test of whether a `.md` file is MDX at all. Text work only: lines keep their numbers.
import { normaliseAdmonitionTitles } from './remark-admonitions.js';

/** The page's text as the MDX compiler reads it. */
export function mdxSource(source: string): string {
  return htmlComments(escapeHeadingIds(normaliseAdmonitionTitles(unwrapMdxCodeBlocks(source))));
}

/**
 * `.md` files are MDX (under `markdown.format: detect`) when they have ESM lines or capitalised JSX
 * elements outside code; plain markdown stays on the CommonMark pipeline.
 */
export function looksLikeMdx(body: string): boolean {
  if (MDX_CODE_BLOCK.test(body)) return true;
  const prose = body.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[ \t]*$|(?![\s\S]))/gm, '').replace(/`[^`\n]*`/g, '');
  return /^(import|export)\s/m.test(prose) || /<[A-Z][\w.]*(\s|\/?>)/.test(prose);
}

/** The opening line of Docusaurus's ```` ```mdx-code-block ```` fence (its content is MDX, not code). */
const MDX_CODE_BLOCK = /^ {0,3}(`{3,}|~{3,})mdx-code-block[ \t]*$/m;

/**
 * Docusaurus's `mdx-code-block` fences unwrapped: their content is read as MDX (a way to write JSX that
 * other markdown tools show as code). The fence lines become blank lines, so lines keep their numbers.
 */
export function unwrapMdxCodeBlocks(source: string): string {
  if (!MDX_CODE_BLOCK.test(source)) return source;
  const lines = source.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence === undefined) {
      const open = /^ {0,3}(`{3,}|~{3,})mdx-code-block[ \t]*$/.exec(line);
      if (open) {
        fence = open[1]!;
        lines[i] = '';
      }
    } else if (new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`).test(line)) {
      fence = undefined;
      lines[i] = '';
    }
  }
  return lines.join('\n');
}

/**
 * HTML comments are no MDX: as Docusaurus does (`mdx1Compat.comments`), they become MDX comments, outside
 * code fences and inline code, so migrated pages keep building and still never show them.
 */
function htmlComments(source: string): string {
  if (!source.includes('<!--')) return source;
  let fence: string | undefined;
  const lines = source.split('\n');
  const out: string[] = [];
  let prose: string[] = [];
  const flush = () => {
    if (!prose.length) return;
    const text = prose.join('\n');
    // Inline code spans keep their text; comments elsewhere become `{/* … */}`.
    out.push(
      text.replace(/(`+)[\s\S]*?\1|<!--([\s\S]*?)-->/g, (whole, ticks: string | undefined, body: string | undefined) =>
        ticks ? whole : `{/*${(body ?? '').replace(/\*\//g, '* /')}*/}`,
      ),
    );
    prose = [];
  };
  for (const line of lines) {
    const open = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (open && (fence === undefined || (open[0] === fence[0] && open.length >= fence.length))) {
      if (fence === undefined) flush();
      fence = fence === undefined ? open : undefined;
      out.push(line);
    } else if (fence !== undefined) out.push(line);
    else prose.push(line);
  }
  flush();
  return out.join('\n');
}

/**
 * `## Title {#id}` is no JavaScript expression: as Docusaurus does, MDX pages keep the classic heading id
 * syntax by reading it as text (escaped braces), outside code fences.
 */
function escapeHeadingIds(source: string): string {
  if (!source.includes('{#')) return source;
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const open = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (open) {
        if (fence === undefined) fence = open;
        else if (open[0] === fence[0] && open.length >= fence.length) fence = undefined;
        return line;
      }
      if (fence !== undefined || !/^ {0,3}#{1,6}\s/.test(line)) return line;
      return line.replace(/\{#([^{}]+)\}(\s*)$/, '\\{#$1\\}$2');
    })
    .join('\n');
}
