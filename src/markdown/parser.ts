// The markdown parser: remark-parse with GitHub-flavoured markdown and directives, configured per
// document with only the syntax extensions whose opening characters the text contains.
//
// micromark tries every extension wherever its trigger characters occur: the autolink literal one at
// every word starting with `h` or `w`, the table one at every line start. On plain prose that doubles
// parse time. A document that cannot contain a construct gets the same tree without it.
import type { Root } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { directive } from 'micromark-extension-directive';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { combineExtensions } from 'micromark-util-combine-extensions';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import remarkParse from 'remark-parse';
import { unified, type PluggableList, type Processor } from 'unified';
import type { VFile } from 'vfile';
import './micromark-linear.js';
import { linearStrikethrough } from './micromark-strikethrough.js';

interface Syntax {
  /** True when the text may contain the construct (a superset test: false means it cannot). */
  mayOccur: (source: string) => boolean;
  micromark: () => MicromarkExtension;
  fromMarkdown: () => FromMarkdownExtension | FromMarkdownExtension[];
}

// In remark-gfm's order (micromark-extension-gfm's `gfm()`), then directives, as remark-directive adds them.
const SYNTAXES: Syntax[] = [
  // www., http:// and https:// links, and e-mail addresses (mailto: and xmpp: ones have an `@` too).
  { mayOccur: (s) => /www|https?:|@/i.test(s), micromark: gfmAutolinkLiteral, fromMarkdown: gfmAutolinkLiteralFromMarkdown },
  { mayOccur: (s) => s.includes('[^'), micromark: gfmFootnote, fromMarkdown: gfmFootnoteFromMarkdown },
  { mayOccur: (s) => s.includes('~'), micromark: () => linearStrikethrough(gfmStrikethrough()), fromMarkdown: gfmStrikethroughFromMarkdown },
  // A table's delimiter row has a pipe, or a colon beside a dash (`a` over `:-` is a one-cell table).
  { mayOccur: (s) => s.includes('|') || /:-|-:/.test(s), micromark: gfmTable, fromMarkdown: gfmTableFromMarkdown },
  { mayOccur: (s) => /\[[\sxX]\]/.test(s), micromark: gfmTaskListItem, fromMarkdown: gfmTaskListItemFromMarkdown },
  // `:name`, `::name` and `:::name`: a name follows the colons, and micromark starts one at anything but
  // a space, a line ending, punctuation or a symbol (so `3:1`, and even a tab).
  { mayOccur: (s) => /:[^ \r\n\p{P}\p{S}]|:::/u.test(s), micromark: () => directive(), fromMarkdown: directiveFromMarkdown },
];

const parsers = new Map<number, Processor<Root>>();

/** A parser with the chosen syntaxes, and any plugins whose attachers add syntax (remark-math) after them. */
function createParserWith(mask: number, plugins: PluggableList = []): Processor<Root> {
  const chosen = SYNTAXES.filter((_, i) => mask & (1 << i));
  return unified()
    .use(remarkParse)
    .use(function addSyntaxes(this: Processor) {
      const data = this.data();
      data.micromarkExtensions = [combineExtensions(chosen.map((s) => s.micromark()))];
      data.fromMarkdownExtensions = chosen.flatMap((s) => s.fromMarkdown());
    })
    .use(plugins)
    .freeze() as unknown as Processor<Root>;
}

function parserWith(mask: number): Processor<Root> {
  let parser = parsers.get(mask);
  if (!parser) parsers.set(mask, (parser = createParserWith(mask)));
  return parser;
}

function maskOf(source: string): number {
  let mask = 0;
  for (let i = 0; i < SYNTAXES.length; i++) if (SYNTAXES[i]!.mayOccur(source)) mask |= 1 << i;
  return mask;
}

/** Markdown text -> mdast, as remark-parse with remark-gfm and remark-directive would parse it. */
export function parseMdast(file: VFile): Root {
  return parserWith(maskOf(String(file.value))).parse(file) as Root;
}

/**
 * A parser like parseMdast's with a site's remark plugins attached after docsgen's syntaxes, so those that
 * add syntax (remark-math's `$…$`) extend it. Their transformers are not run here.
 */
export function createPluginParser(plugins: PluggableList): (file: VFile) => Root {
  const parsers = new Map<number, Processor<Root>>();
  return (file) => {
    const mask = maskOf(String(file.value));
    let parser = parsers.get(mask);
    if (!parser) parsers.set(mask, (parser = createParserWith(mask, plugins)));
    return parser.parse(file) as Root;
  };
}
