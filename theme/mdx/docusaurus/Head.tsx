// Docusaurus's <Head>: docsgen's pages take their head from front matter and the config, so tags set
// here are left out of the body. A React page (src/pages), which has no front matter, takes its
// `<title>` and `<meta name="description">` from it, through the page context, as from <Layout>.
import { Children, isValidElement, type ReactNode } from 'react';
import { pageContext } from './context.js';

/** The text of an element's children, when they are all strings or numbers. */
function textOf(children: ReactNode): string | undefined {
  const parts = Children.toArray(children);
  return parts.every((part) => typeof part === 'string' || typeof part === 'number') ? parts.join('') : undefined;
}

export default function Head({ children }: { children?: ReactNode }) {
  const head = pageContext().head;
  if (head) {
    for (const child of Children.toArray(children)) {
      if (!isValidElement<{ children?: ReactNode; name?: unknown; content?: unknown }>(child)) continue;
      if (child.type === 'title') {
        const title = textOf(child.props.children);
        if (title) head.title = title;
      } else if (child.type === 'meta' && child.props.name === 'description' && typeof child.props.content === 'string' && child.props.content) {
        head.description = child.props.content;
      }
    }
  }
  return null;
}
