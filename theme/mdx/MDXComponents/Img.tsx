// Docusaurus's `@theme/MDXComponents/Img`: the plain `<img>` docsgen's markdown pages have.
import type { ImgHTMLAttributes } from 'react';

export default function MDXImg(props: ImgHTMLAttributes<HTMLImageElement>) {
  return <img {...props} />;
}
