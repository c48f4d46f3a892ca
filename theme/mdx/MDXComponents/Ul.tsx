// Docusaurus's `@theme/MDXComponents/Ul`: the plain `<ul>` docsgen's markdown pages have.
import type { HTMLAttributes } from 'react';

export default function MDXUl(props: HTMLAttributes<HTMLUListElement>) {
  return <ul {...props} />;
}
