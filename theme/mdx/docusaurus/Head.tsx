// Docusaurus's <Head>: docsgen's pages take their head from front matter and the config, so tags set
// here from MDX are left out of the body.
import type { ReactNode } from 'react';

export default function Head(_: { children?: ReactNode }) {
  return null;
}
