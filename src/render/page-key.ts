// A key of a page's HTML, from the props it is rendered from (with stand-ins for its bodies: see
// buildPageProps) and what every page shares (`version`: docsgen, the theme, the chrome). A doc's sidebar,
// most of a big site's props, is hashed by parts: a page shows its lists as copies of the lists every
// other page of the sidebar shows, with the items holding it marked (see markActive in page-props.ts),
// so each shared list is hashed once per build, and a page costs the items it marks.
import { createHash } from 'node:crypto';
import type { DocSidebarProps, PageProps, SidebarItem, SiteChrome } from '../../theme/props.js';
import type { ApiRoute } from '../routes/api-types.js';
import type { RouteGraph } from '../routes/types.js';
import type { ResolvedSidebarItem } from '../routes/types.js';
import { listOf, markedFrom, pageBaseProps, type ListShape } from './page-props.js';
import { digestOf } from '../util/hash.js';

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

/**
 * An API page's key without its props, when its model is keyed by the spec's text (`specDigest`): the
 * props are the model's sections, navigation and links as this route shows them (buildApiPageData), so
 * the model's key, the route's part of the reference and what it fills in stand for them, instead of
 * props of up to a megabyte a page hashed again on every page.
 */
export function apiPageKey(route: ApiRoute, graph: RouteGraph, chrome: SiteChrome, version: string): string | undefined {
  const { model: _model, links: _links, anchors: _anchors, ...reference } = route.api;
  if (!reference.specDigest) return undefined;
  // The chrome is in `version`.
  const { chrome: _chrome, ...base } = pageBaseProps(route, graph, chrome);
  const parts = {
    base,
    baseUrl: graph.baseUrl,
    reference,
    overview: route.overview,
    sections: route.sections,
    hrefs: route.hrefs === undefined ? null : hrefsDigest(route.hrefs),
  };
  return createHash('sha1').update(version).update('\0api\0').update(JSON.stringify(parts)).digest('base64url');
}

/** Digests of the spec's resolved link lists, by object: every page of a reference shares one. */
const hrefDigests = new WeakMap<readonly string[], string>();

function hrefsDigest(hrefs: readonly string[]): string {
  let digest = hrefDigests.get(hrefs);
  if (digest === undefined) hrefDigests.set(hrefs, (digest = digestOf('sha1', JSON.stringify(hrefs), 'base64url')));
  return digest;
}

/** Digests of the sidebar lists and items a page shows unmarked, by object: the same objects on every page. */
const digests = new WeakMap<object, string>();

/** A sidebar as it goes into its page's key: its shared lists by digest, what the page marks written out. */
function sidebarDigest(sidebar: DocSidebarProps): string {
  const { items, ...rest } = sidebar;
  const parts = [JSON.stringify(rest)];
  writeList(items, parts);
  return parts.join('');
}

/**
 * A list as the digest of the shared list it was copied from, and each place the copy differs with its
 * item written out (see markedFrom); a list no page marked, by its own digest. Digests are base64url, so
 * `<`, `@` and `>` and the JSON of an item tell where each part ends.
 */
function writeList(items: readonly SidebarItem[], parts: string[]): void {
  const marked = markedFrom(items);
  if (!marked) {
    parts.push(listDigest(items));
    return;
  }
  parts.push('<', listDigest(marked.list));
  for (const at of marked.at) {
    parts.push(`@${at}`);
    writeItem(items[at]!, parts);
  }
  parts.push('>');
}

function writeItem(item: SidebarItem, parts: string[]): void {
  if (item.type !== 'category') {
    parts.push(JSON.stringify(item));
    return;
  }
  const { items, ...rest } = item;
  parts.push(JSON.stringify(rest));
  writeList(items, parts);
}

/**
 * What a page whose sidebar passes through `items` reads of it: the list as pages outside it show it, and
 * which of its items lead to each page (see markActive in page-props.ts). A fact of the props memo.
 */
export function sidebarListDigest(items: ResolvedSidebarItem[], shape: ListShape): string {
  const { inactive, holding } = listOf(items, shape);
  return digestOf('sha1', `${listDigest(inactive)}\0${JSON.stringify([...holding])}`, 'base64url');
}

/** A shared list's digest: its items' (each hashed once). */
function listDigest(items: readonly SidebarItem[]): string {
  let digest = digests.get(items);
  if (digest === undefined) {
    const hash = createHash('sha1');
    for (const item of items) hash.update(itemDigest(item));
    digest = hash.digest('base64url');
    digests.set(items, digest);
  }
  return digest;
}

function itemDigest(item: SidebarItem): string {
  let digest = digests.get(item);
  if (digest === undefined) {
    const parts: string[] = [];
    writeItem(item, parts);
    digest = digestOf('sha1', parts.join(''), 'base64url');
    digests.set(item, digest);
  }
  return digest;
}
