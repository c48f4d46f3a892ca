// Previous/next links and breadcrumbs of a page inside its docs instance: they never leave it.
import type { Breadcrumb, NavLink } from '../../theme/props.js';
import type { CategoryIndexRoute, DocRoute, RouteGraph } from './types.js';

export interface DocNavigation {
  prev?: NavLink;
  next?: NavLink;
  breadcrumbs: Breadcrumb[];
}

export function buildDocNavigation(graph: RouteGraph, route: DocRoute | CategoryIndexRoute): DocNavigation {
  const instance = graph.instances.get(route.instanceId);
  if (!instance) return { breadcrumbs: [{ label: route.title }] };
  const link = (url: string | undefined): NavLink | undefined => {
    const target = url ? graph.routes.get(url) : undefined;
    return target ? { label: sidebarLabel(target), href: target.url } : undefined;
  };
  const index = positionIn(instance.order, route.url);
  const fm = route.kind === 'doc' ? route.doc.frontMatter : {};
  const explicit = (value: string | null | undefined, fallback: string | undefined) =>
    value === null ? undefined : value !== undefined ? link(instance.docUrls.get(value)) : link(fallback);
  const prev = explicit(fm.pagination_prev, index > 0 ? instance.order[index - 1] : undefined);
  const next = explicit(fm.pagination_next, index >= 0 ? instance.order[index + 1] : undefined);
  const ancestors = instance.positions.get(route.url)?.ancestors ?? [];
  const breadcrumbs: Breadcrumb[] = [
    ...ancestors.map((a) => ({ label: a.label, href: a.href })),
    { label: route.kind === 'doc' ? route.doc.sidebarLabel : route.title },
  ];
  return { prev, next, breadcrumbs };
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

function sidebarLabel(route: { kind: string; title: string; doc?: { sidebarLabel: string } }): string {
  return route.doc?.sidebarLabel ?? route.title;
}

