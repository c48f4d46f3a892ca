// A description from the spec, as the markdown stage rendered it (escaped, sanitised, links resolved for
// this page). The wrapper takes no box, so the description's blocks lay out in the surrounding element.
import type { SpecText } from '../props.js';

export function SpecDescription({ content }: { content: SpecText }) {
  return <div className="spec-text" dangerouslySetInnerHTML={{ __html: content.html }} />;
}

/** A one-paragraph description's inline HTML, for places that hold phrasing content only (`<summary>`). */
export function SpecInline({ html }: { html: string }) {
  return <span className="spec-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
