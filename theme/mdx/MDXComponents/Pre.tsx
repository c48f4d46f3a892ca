// Docusaurus's `@theme/MDXComponents/Pre`: the plain `<pre>` docsgen's markdown pages have.
import type { HTMLAttributes } from 'react';

export default function MDXPre(props: HTMLAttributes<HTMLPreElement>) {
  return <pre {...props} />;
}
