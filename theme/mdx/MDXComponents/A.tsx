// Docusaurus's `@theme/MDXComponents/A`: the plain `<a>` docsgen's markdown pages have.
import type { AnchorHTMLAttributes } from 'react';

export default function MDXA(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...props} />;
}
