// A key of a page's HTML, from the props it is rendered from (with stand-ins for its bodies: see
// buildPageProps) and what every page shares (`version`: docsgen, the theme, the chrome). A doc's sidebar,
// most of a big site's props, is hashed by parts: a page shows most of its items as the very objects
// every other page of the sidebar shows (see markActive in page-props.ts), so each of those is hashed
// once per build, and a page costs the items it marks.
import { createHash } from 'node:crypto';
import type { DocSidebarProps, PageProps, SidebarItem } from '../../theme/props.js';

export function pageKey(props: PageProps, version: string): string {
  const hash = createHash('sha1').update(version).update('\0');
  // The chrome is in `version`; without a replacer, JSON takes its fast path.
  if (props.kind === 'doc' || props.kind === 'category-index') {
    const { chrome: _chrome, sidebar, ...rest } = props;
    return hash.update(JSON.stringify(rest)).update('\0').update(sidebarDigest(sidebar)).digest('base64url');
  }
  const { chrome: _chrome, ...rest } = props;
  return hash.update(JSON.stringify(rest)).digest('base64url');
}

/** Digests of the sidebar items a page shows unmarked, by object: the same objects on every page. */
const digests = new WeakMap<SidebarItem, string>();

/** A sidebar as it goes into its page's key: the items the page marks written out, the others by digest. */
function sidebarDigest(sidebar: DocSidebarProps): string {
  const { items, ...rest } = sidebar;
  const parts = [JSON.stringify(rest)];
  writeItems(items, parts);
  return parts.join('');
}

function writeItems(items: readonly SidebarItem[], parts: string[]): void {
  parts.push('[');
  for (const item of items) {
    if (item.type === 'html' || !item.active) parts.push(sharedDigest(item));
    else writeItem(item, parts);
  }
  parts.push(']');
}

/** JSON objects and base64url digests: each part tells where it ends. */
function writeItem(item: SidebarItem, parts: string[]): void {
  if (item.type !== 'category') {
    parts.push(JSON.stringify(item));
    return;
  }
  const { items, ...rest } = item;
  parts.push(JSON.stringify(rest));
  writeItems(items, parts);
}

function sharedDigest(item: SidebarItem): string {
  let digest = digests.get(item);
  if (digest === undefined) {
    const parts: string[] = [];
    writeItem(item, parts);
    digest = createHash('sha1').update(parts.join('')).digest('base64url');
    digests.set(item, digest);
  }
  return digest;
}
