// A markdown body the markdown stage already rendered (with MarkdownContent, where the page was parsed):
// its HTML goes in as it is. The wrapper takes no box (display: contents), so the body's elements lay
// out as children of the surrounding `.markdown` element.
import type { RenderedMarkdown } from '../props.js';

/** The rendered body inside a `div.markdown__body`. */
export function MarkdownHtml({ content }: { content: RenderedMarkdown }) {
  return <div className="markdown__body" dangerouslySetInnerHTML={{ __html: content.html }} />;
}
