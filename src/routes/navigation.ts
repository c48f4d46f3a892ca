// Previous/next links and breadcrumbs of a page inside its docs instance: they never leave it.
import type { Breadcrumb, NavLink } from '../../theme/props.js';
import type { CategoryIndexRoute, DocRoute, RouteGraph } from './types.js';
import { safeUrl } from '../util/safe-url.js';

export interface DocNavigation {
  prev?: NavLink;
  next?: NavLink;
  breadcrumbs: Breadcrumb[];
}

export function buildDocNavigation(graph: RouteGraph, route: DocRoute | CategoryIndexRoute): DocNavigation {
  const instance = graph.instances.get(route.instanceId);
  if (!instance) return { breadcrumbs: [{ label: route.title }] };
  // The sidebar the page shows: previous/next follow its order (a page shown without one has neither).
  const name = instance.sidebarOf.get(route.url);
  const sidebar = name === undefined ? undefined : instance.sidebars.get(name);
  const order = sidebar?.order ?? [];
  const link = (url: string | undefined): NavLink | undefined => {
    const target = url ? graph.routes.get(url) : undefined;
    return target ? navLink(sidebar?.navLabels.get(target.url) ?? navLabel(target), target.url) : undefined;
  };
  const index = positionIn(order, route.url);
  const fm = route.kind === 'doc' ? route.doc.frontMatter : {};
  const explicit = (value: string | null | undefined, fallback: string | undefined) => {
    if (value === null) return undefined;
    if (value === undefined) return link(fallback);
    // A doc named by id is labelled as itself (`pagination_label`, else its sidebar label), as Docusaurus does.
    const target = graph.routes.get(instance.docUrls.get(value) ?? '');
    return target ? navLink(navLabel(target), target.url) : undefined;
  };
  const prev = explicit(fm.pagination_prev, index > 0 ? order[index - 1] : undefined);
  const next = explicit(fm.pagination_next, index >= 0 ? order[index + 1] : undefined);
  const position = sidebar?.positions.get(route.url);
  const breadcrumbs: Breadcrumb[] = [
    ...(position?.ancestors ?? []).map((a) => {
      const href = a.href === undefined ? undefined : safeUrl(a.href);
      return href ? { label: a.label, href } : { label: a.label };
    }),
    // The page as its sidebar labels it (a sidebars file's `label`), else as itself.
    { label: position?.label ?? (route.kind === 'doc' ? route.doc.sidebarLabel : route.title) },
  ];
  return { prev, next, breadcrumbs };
}

function navLink(label: string, url: string): NavLink | undefined {
  const href = safeUrl(url);
  return href ? { label, href } : undefined;
}

const orderIndexes = new WeakMap<readonly string[], Map<string, number>>();

/** Where a URL is in an instance's page order (-1: not in it), from an index built once per order. */
function positionIn(order: readonly string[], url: string): number {
  let index = orderIndexes.get(order);
  if (!index) {
    index = new Map();
    // The first place of a URL listed twice, as indexOf gave.
    for (let i = order.length - 1; i >= 0; i--) index.set(order[i]!, i);
    orderIndexes.set(order, index);
  }
  return index.get(url) ?? -1;
}

/** A page's label in previous/next links when its sidebar gives none: `pagination_label`, else its sidebar label. */
function navLabel(route: { kind: string; title: string; doc?: { sidebarLabel: string; frontMatter: { pagination_label?: string } } }): string {
  return route.doc ? (route.doc.frontMatter.pagination_label ?? route.doc.sidebarLabel) : route.title;
}
