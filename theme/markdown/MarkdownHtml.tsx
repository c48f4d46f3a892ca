// A markdown body the markdown stage already rendered (with MarkdownContent, where the page was parsed):
// its HTML goes in as it is. The wrapper takes no box (display: contents), so the body's elements lay
// out as children of the surrounding `.markdown` element.
import type { ReactNode } from 'react';
import type { RenderedMarkdown } from '../props.js';

export interface MarkdownHtmlProps {
  content: RenderedMarkdown;
  /** Shown right after the body's own h1 (when it starts with one), else before the body. */
  afterTitle?: ReactNode;
}

/** Splits a body that starts with its h1 into the h1 and the rest (an h1 never holds another h1). */
export function splitLeadingH1(html: string): [title: string, rest: string] | undefined {
  if (!/^\s*<h1[\s>]/.test(html)) return undefined;
  const end = html.indexOf('</h1>');
  if (end === -1) return undefined;
  return [html.slice(0, end + 5), html.slice(end + 5)];
}

/** The rendered body inside `div.markdown__body` (two of them when `afterTitle` sits after its h1). */
export function MarkdownHtml({ content, afterTitle }: MarkdownHtmlProps) {
  const split = afterTitle && content.startsWithH1 ? splitLeadingH1(content.html) : undefined;
  if (!split) {
    return (
      <>
        {afterTitle}
        <div className="markdown__body" dangerouslySetInnerHTML={{ __html: content.html }} />
      </>
    );
  }
  return (
    <>
      <div className="markdown__body" dangerouslySetInnerHTML={{ __html: split[0] }} />
      {afterTitle}
      <div className="markdown__body" dangerouslySetInnerHTML={{ __html: split[1] }} />
    </>
  );
}
