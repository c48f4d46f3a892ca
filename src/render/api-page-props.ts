// An `api` route -> the data of its page: the tags it shows, the navigation of every tag (operations of
// the tags on this page), and, on a split reference's entry page, where each deep link lives.
import type { ApiNavTag, ApiPageData } from '../../theme/props.js';
import type { ApiRoute } from '../routes/api-types.js';

export function buildApiPageData(route: ApiRoute): ApiPageData {
  const { model } = route.api;
  const shown = new Set(route.tagIds);
  const href = (id: string) => {
    const page = route.pageOf?.get(id);
    return page && page !== route.url ? `${page}#${id}` : `#${id}`;
  };
  const nav: ApiNavTag[] = model.tags.map((tag) => ({
    id: tag.id,
    name: tag.name,
    href: href(tag.id),
    ...(shown.has(tag.id)
      ? { operations: tag.operations.map((op) => ({ id: op.id, method: op.method, label: op.summary ?? `${op.method.toUpperCase()} ${op.path}`, href: href(op.id) })) }
      : {}),
  }));
  if (model.webhooks.length) {
    nav.push({
      id: 'webhooks',
      name: 'Webhooks',
      href: route.overview ? '#webhooks' : `${route.api.routeBasePath}#webhooks`,
      ...(route.overview ? { operations: model.webhooks.map((op) => ({ id: op.id, method: 'webhook' as const, label: op.summary ?? op.path, href: `#${op.id}` })) } : {}),
    });
  }
  const { tags: _tags, webhooks, ...info } = model;
  return {
    info,
    overview: route.overview,
    tags: model.tags.filter((t) => shown.has(t.id)),
    webhooks: route.overview ? webhooks : [],
    nav,
    ...(route.overview && route.pageOf ? { redirects: Object.fromEntries([...route.pageOf].filter(([, url]) => url !== route.url)) } : {}),
  };
}
