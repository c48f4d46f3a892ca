// A description from the spec, as the markdown stage rendered it (escaped, sanitised, links resolved for
// this page). The wrapper takes no box, so the description's blocks lay out in the surrounding element;
// with a `className`, the wrapper is that element (one element less, in every row of a schema).
import type { SpecText } from '../props.js';

export function SpecDescription({ content, className = 'spec-text' }: { content: SpecText; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: content.html }} />;
}

/** A one-paragraph description's inline HTML, for places that hold phrasing content only (`<summary>`). */
export function SpecInline({ html }: { html: string }) {
  return <span className="spec-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
