// Docusaurus's <Layout> for React pages (src/pages/*.js): docsgen's page chrome (navbar, footer) is
// already around the page, so it renders only its children; its `title` and `description` go to the
// page's <title> and meta description, through the page context the renderer reads after the render.
import type { ReactNode } from 'react';
import { pageContext } from './docusaurus/context.js';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  /** Docusaurus's other props (`noFooter`, `wrapperClassName`, …) change its own chrome, not docsgen's. */
  [prop: string]: unknown;
}

export default function Layout({ children, title, description }: LayoutProps) {
  const head = pageContext().head;
  if (head) {
    if (typeof title === 'string' && title) head.title = title;
    if (typeof description === 'string' && description) head.description = description;
  }
  return <>{children}</>;
}
