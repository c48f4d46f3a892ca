// Docusaurus's `@theme/MDXComponents/Li`: the plain `<li>` docsgen's markdown pages have.
import type { HTMLAttributes } from 'react';

export default function MDXLi(props: HTMLAttributes<HTMLLIElement>) {
  return <li {...props} />;
}
