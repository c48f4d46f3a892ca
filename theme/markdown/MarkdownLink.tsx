// The component rehype-react uses for <a> in markdown: external http(s) links open in a new tab.
// Keeps every other attribute the markdown stage set (hash-link classes, aria-labels, titles).
import type { ComponentProps } from 'react';

const EXTERNAL = /^https?:\/\//i;

/** A markdown link; http(s) links get target=_blank and rel="noopener noreferrer". */
export function MarkdownLink(props: ComponentProps<'a'>) {
  if (typeof props.href === 'string' && EXTERNAL.test(props.href)) {
    return <a {...props} target="_blank" rel="noopener noreferrer" />;
  }
  return <a {...props} />;
}
