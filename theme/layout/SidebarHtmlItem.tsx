// A sidebars file's `html` item: its markup, sanitised when the sidebars file was loaded, in a list item.
// Pure function of props.
import type { SidebarHtml } from '../props.js';

/** A sidebar list item holding markup. */
export function SidebarHtmlItem({ item }: { item: SidebarHtml }) {
  // As Docusaurus: list-item styling only with `defaultStyle`.
  const className = ['sidebar-html', item.defaultStyle ? 'menu__list-item menu__list-item--html' : '', item.className ?? ''].filter(Boolean).join(' ');
  // The value went through the same sanitiser as raw HTML in markdown (src/markdown/sanitize-html.ts).
  return <li className={className} dangerouslySetInnerHTML={{ __html: item.value }} />;
}
