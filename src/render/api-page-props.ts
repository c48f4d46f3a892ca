// An `api` route -> the data of its page: the tags it shows, the navigation of every tag (operations of
// the tags on this page), and, on a split reference's entry page, where each deep link lives.
import type { ApiNavTag, ApiPageData, SpecText } from '../../theme/props.js';
import { fillSlots, SPEC_MARKER } from '../markdown/compile.js';
import type { ApiRoute } from '../routes/api-types.js';
import { escapeHtml } from '../util/html.js';

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
  const fill = specTextFiller(route.hrefs ?? []);
  return {
    info: fill(info),
    overview: route.overview,
    tags: fill(model.tags.filter((t) => shown.has(t.id))),
    webhooks: route.overview ? fill(webhooks) : [],
    nav,
    ...(route.overview && route.pageOf ? { redirects: Object.fromEntries([...route.pageOf].filter(([, url]) => url !== route.url)) } : {}),
  };
}

const filled = new WeakMap<readonly string[], WeakMap<SpecText, SpecText>>();

/**
 * A copy of part of the API model with every description's link slots filled from `hrefs` (the route
 * graph's URL for each link of the spec) and its search text left out. A description shared by many
 * places is filled once.
 */
function specTextFiller(hrefs: readonly string[]) {
  let done = filled.get(hrefs);
  if (!done) filled.set(hrefs, (done = new WeakMap()));
  const memo = done;
  const slot = (n: string) => escapeHtml(hrefs[Number(n)] ?? '');
  const text = (value: SpecText): SpecText => {
    let out = memo.get(value);
    if (!out) {
      const inline = value.inline !== undefined ? { inline: fillSlots(value.inline, SPEC_MARKER, slot) } : {};
      out = { html: fillSlots(value.html, SPEC_MARKER, slot), ...inline };
      memo.set(value, out);
    }
    return out;
  };
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    if (isSpecText(value)) return text(value);
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, walk(v)]));
  };
  return <T>(value: T): T => walk(value) as T;
}

function isSpecText(value: object): value is SpecText {
  return typeof (value as SpecText).html === 'string' && typeof (value as SpecText).text === 'string';
}
