// Docusaurus's `@theme/MDXComponents/Code`: the plain `<code>` docsgen's markdown pages have.
import type { HTMLAttributes } from 'react';

export default function MDXCode(props: HTMLAttributes<HTMLElement>) {
  return <code {...props} />;
}
