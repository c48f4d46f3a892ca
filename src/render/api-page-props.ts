// An `api` route -> the data of its page: the sections it shows (tags or parts of tags, webhooks,
// models), the navigation of every group (items of the groups on this page), and, on a split
// reference, where each deep link lives.
import type { ApiModel, ApiNavTag, ApiOperation, ApiPageData, ApiPageSection, HttpMethod, SafeUrl, SpecText } from '../../theme/props.js';
import { fillSlots, SPEC_MARKER } from '../markdown/compile.js';
import { escapeHtml } from '../util/html.js';
import type { ApiRoute, ApiRouteSection } from '../routes/api-types.js';
import { apiDownloadUrl, withBase } from '../routes/urls.js';
import { ownUrl } from '../util/safe-url.js';
import { navSections } from './api-nav-sections.js';

type NavItem = NonNullable<ApiNavTag['operations']>[number];

/** A path of the site as pages link to it: under the base URL (RouteGraph.baseUrl); fragments stay as they are. */
const served = (base: string, url: string) => ownUrl(withBase(base, url));

const servedByModel = new WeakMap<object, Map<string, Map<string, SafeUrl>>>();

/**
 * `served` under `base`, remembered for the reference: every page of a split one links to the same pages
 * and ids, thousands of them on a large spec.
 */
function servedFor(model: ApiModel, base: string): (url: string) => SafeUrl {
  let byBase = servedByModel.get(model);
  if (!byBase) servedByModel.set(model, (byBase = new Map()));
  let urls = byBase.get(base);
  if (!urls) byBase.set(base, (urls = new Map()));
  const memo = urls;
  return (url) => {
    let safe = memo.get(url);
    if (safe === undefined) memo.set(url, (safe = served(base, url)));
    return safe;
  };
}

export function buildApiPageData(route: ApiRoute, base = '/'): ApiPageData {
  const { model } = route.api;
  // Every link here is a fragment or a path of the reference's own pages: ownUrl.
  const serve = servedFor(model, base);
  const href = (id: string) => {
    const page = route.pageOf?.get(id);
    return serve(page && page !== route.url ? `${page}#${id}` : `#${id}`);
  };
  const item = (op: ApiOperation, method: NavItem['method']): NavItem => ({
    id: op.id,
    method,
    label: op.summary ?? (op.webhook ? op.path : `${op.method.toUpperCase()} ${op.path}`),
    href: href(op.id),
    ...(op.deprecated ? { deprecated: true } : {}),
  });
  const folded = navSections(model);
  const nav: ApiNavTag[] = [];
  const tagEntries = (tag: ApiModel['tags'][number], group: string | undefined, parts: boolean) =>
    navEntries(
      route,
      serve,
      { id: tag.id, name: tag.name, href: href(tag.id), ...(group ? { group } : {}) },
      tag.operations,
      (op) => item(op, op.method),
      parts,
    );
  if (folded) {
    // Sections not on this page are one link each (to their first tag's page); this page's lists its tags.
    const tagsById = new Map(model.tags.map((t) => [t.id, t]));
    for (const section of folded) {
      const here = section.tagIds.some((id) => route.sections.some((s) => s.group === id));
      const first = tagsById.get(section.tagIds[0]!)!;
      if (!here && section.name !== undefined) {
        // The first tag's page opens at that tag: its URL without a fragment, a little lighter on every page.
        const page = route.pageOf?.get(first.id);
        nav.push({ id: `section/${first.id}`, name: section.name, href: page ? serve(page) : href(first.id), collapsed: true });
      } else section.tagIds.forEach((id, n) => nav.push(...tagEntries(tagsById.get(id)!, n === 0 ? section.name : undefined, false)));
    }
  } else {
    const groupsOf = new Map((model.tagGroups ?? []).flatMap((g) => g.tagIds.map((id) => [id, g.name] as const)));
    let lastGroup: string | undefined;
    for (const tag of model.tags) {
      const group = groupsOf.get(tag.id);
      nav.push(...tagEntries(tag, group !== lastGroup ? group : undefined, true));
      lastGroup = group;
    }
  }
  const groupHref = (id: string) => (route.pageOf ? href(route.pageOf.has(id) ? id : (firstId(model, id) ?? id)) : serve(`#${id}`));
  if (model.webhooks.length)
    nav.push(
      ...navEntries(route, serve, { id: 'webhooks', name: 'Webhooks', href: groupHref('webhooks') }, model.webhooks, (op) => item(op, 'webhook'), !folded),
    );
  if (model.schemas.length) {
    const schemaItem = (s: ApiModel['schemas'][number]): NavItem => ({ id: s.id, method: 'model', label: s.name, href: href(s.id) });
    nav.push(...navEntries(route, serve, { id: 'models', name: 'Models', href: groupHref('models') }, model.schemas, schemaItem, !folded));
  }
  const { tags: _tags, webhooks: _webhooks, schemas: _schemas, ...info } = model;
  const pageOf = route.pageOf;
  const sections = route.sections.map((s) => section(model, s));
  const siblings = !route.overview && pageOf ? siblingRedirects(route, pageOf, serve) : undefined;
  const index = route.overview && pageOf ? buildIndex(route, pageOf, base) : undefined;
  const fill = specTextFiller(route.hrefs ?? []);
  return {
    info: fill(info),
    overview: route.overview,
    sections: fill(sections),
    nav,
    ...(route.overview
      ? {
          downloads: {
            yaml: served(base, apiDownloadUrl(route.api.routeBasePath, 'yaml')),
            json: served(base, apiDownloadUrl(route.api.routeBasePath, 'json')),
          },
        }
      : {}),
    ...(route.overview && pageOf
      ? { redirects: Object.fromEntries([...pageOf].filter(([, url]) => url !== route.url).map(([id, url]) => [id, serve(url)])) }
      : {}),
    ...(siblings ? { redirects: siblings } : {}),
    ...(index ? { index } : {}),
    ...(route.api.tryIt ? { tryIt: true as const } : {}),
    ...(pageOf ? { elsewhere: elsewhere(route, sections, pageOf, serve) } : {}),
  };
}

/**
 * Pages of the ids this page links to and does not hold: every schema (schema trees link to them), and
 * the operations its response links and copies under a second tag point to.
 */
function elsewhere(route: ApiRoute, sections: ApiPageSection[], pageOf: Map<string, string>, serve: (url: string) => SafeUrl): Record<string, SafeUrl> {
  const out: Record<string, SafeUrl> = {};
  const add = (id: string | undefined) => {
    const url = id === undefined ? undefined : pageOf.get(id);
    if (url && url !== route.url) out[id!] = serve(url);
  };
  for (const schema of route.api.model.schemas) add(schema.id);
  const visit = (op: ApiOperation) => {
    add(op.mirrorOf);
    for (const response of op.responses) for (const link of response.links ?? []) add(link.targetId);
    for (const callback of op.callbacks ?? []) callback.operations.forEach(visit);
  };
  for (const s of sections) {
    if (s.kind === 'tag') s.tag.operations.forEach(visit);
    else if (s.kind === 'webhooks') s.operations.forEach(visit);
  }
  return out;
}

function section(model: ApiModel, s: ApiRouteSection): ApiPageSection {
  const part = s.part ? { part: s.part } : {};
  if (s.group === 'webhooks') return { kind: 'webhooks', operations: model.webhooks.slice(s.from, s.to), ...part };
  if (s.group === 'models') return { kind: 'models', schemas: model.schemas.slice(s.from, s.to), ...part };
  const tag = model.tags.find((t) => t.id === s.group)!;
  const operations = s.from === 0 && s.to === tag.operations.length ? tag.operations : tag.operations.slice(s.from, s.to);
  return { kind: 'tag', tag: { ...tag, operations }, ...part };
}

/**
 * A group's entries in the navigation: one, with its items when this page shows it; for a group split
 * over several pages, one per part (`Models (2/3)`) on the pages of the group, with the items of the
 * part on this page only, and elsewhere one entry with a numbered link to each later part, so the
 * navigation stays light however large the group and however many groups are split (without `parts`,
 * as in a folded navigation, that one entry only). Items are made only for the groups this page shows.
 */
function navEntries<T extends { id: string }>(
  route: ApiRoute,
  serve: (url: string) => SafeUrl,
  group: Omit<ApiNavTag, 'operations' | 'current'>,
  members: readonly T[],
  itemOf: (member: T) => NavItem,
  parts: boolean,
): ApiNavTag[] {
  const pageOf = route.pageOf;
  const here = route.sections.some((s) => s.group === group.id);
  if (!pageOf) return [{ ...group, ...(here ? { current: true, operations: members.map(itemOf) } : {}) }];
  const urls = pagesOfGroup(pageOf, members);
  if (urls.length <= 1) return [{ ...group, ...(here ? { current: true, operations: members.map(itemOf) } : {}) }];
  if (!here) return [parts ? { ...group, parts: urls.slice(1).map((url, n) => ({ label: String(n + 2), href: serve(url) })) } : group];
  return urls.map((url, n) => ({
    ...(n === 0 ? group : { id: `${group.id}/part-${n + 1}`, href: serve(url) }),
    name: `${group.name} (${n + 1}/${urls.length})`,
    ...(url === route.url ? { current: true, operations: members.filter((m) => pageOf.get(m.id) === url).map(itemOf) } : {}),
  }));
}

const groupPages = new WeakMap<Map<string, string>, WeakMap<readonly object[], string[]>>();

/** The pages a group's members are on, in order: the same on every page, so found once per reference. */
function pagesOfGroup(pageOf: Map<string, string>, members: readonly { id: string }[]): string[] {
  let byGroup = groupPages.get(pageOf);
  if (!byGroup) groupPages.set(pageOf, (byGroup = new WeakMap()));
  let urls = byGroup.get(members);
  if (!urls) {
    urls = [...new Set(members.map((m) => pageOf.get(m.id)).filter((u): u is string => u !== undefined))];
    byGroup.set(members, urls);
  }
  return urls;
}

/** Past this many items the entry page lists the groups only (its index would be too heavy). */
const INDEX_ITEMS = 4_000;

/** The entry page's index: every group and item of a paged reference, each linking to its page. */
function buildIndex(route: ApiRoute, pageOf: Map<string, string>, base: string): ApiNavTag[] {
  const { model } = route.api;
  const items = model.tags.reduce((n, t) => n + t.operations.length, 0) + model.webhooks.length + model.schemas.length;
  const href = (id: string) => served(base, `${pageOf.get(id) ?? route.url}#${id}`);
  const op = (o: ApiOperation, method: HttpMethod | 'webhook') => ({
    id: o.id,
    method,
    label: o.summary ?? (o.webhook ? o.path : `${o.method.toUpperCase()} ${o.path}`),
    href: href(o.id),
    ...(o.deprecated ? { deprecated: true } : {}),
  });
  // A large reference's entry page lists every group, without items: the navigation lists only its sections.
  if (items > INDEX_ITEMS)
    return [
      ...model.tags.map((tag) => ({ id: tag.id, name: tag.name, href: href(tag.id) })),
      ...(model.webhooks.length ? [{ id: 'webhooks', name: 'Webhooks', href: href('webhooks') }] : []),
      ...(model.schemas.length ? [{ id: 'models', name: 'Models', href: href('models') }] : []),
    ];
  return [
    ...model.tags.map((tag) => ({ id: tag.id, name: tag.name, href: href(tag.id), operations: tag.operations.map((o) => op(o, o.method)) })),
    ...(model.webhooks.length ? [{ id: 'webhooks', name: 'Webhooks', href: href('webhooks'), operations: model.webhooks.map((o) => op(o, 'webhook')) }] : []),
    ...(model.schemas.length
      ? [
          {
            id: 'models',
            name: 'Models',
            href: href('models'),
            operations: model.schemas.map((s) => ({ id: s.id, method: 'model' as const, label: s.name, href: href(s.id) })),
          },
        ]
      : []),
  ];
}

/** The first item id of a group: where the group's link leads on a split reference (webhooks, models). */
function firstId(model: ApiModel, group: string): string | undefined {
  return group === 'webhooks' ? model.webhooks[0]?.id : model.schemas[0]?.id;
}

/** On a part of a group: ids of the group's other parts, so `<part url>#<id>` still finds its operation. */
function siblingRedirects(route: ApiRoute, pageOf: Map<string, string>, serve: (url: string) => SafeUrl): Record<string, SafeUrl> | undefined {
  const part = route.sections.find((s) => s.part);
  if (!part) return undefined;
  const first = part.part!.index === 1 ? route.url : route.url.replace(/\/\d+$/, '');
  const isSibling = (url: string) => url !== route.url && (url === first || (url.startsWith(`${first}/`) && /^\d+$/.test(url.slice(first.length + 1))));
  const out: Record<string, SafeUrl> = {};
  for (const [url, ids] of idsByPage(pageOf)) {
    if (!isSibling(url)) continue;
    const to = serve(url);
    for (const id of ids) out[id] = to;
  }
  return out;
}

const pageIds = new WeakMap<Map<string, string>, Map<string, string[]>>();

/** The ids of each page, pages and ids in `pageOf`'s order: grouped once per reference, not once per page. */
function idsByPage(pageOf: Map<string, string>): Map<string, string[]> {
  let byPage = pageIds.get(pageOf);
  if (!byPage) {
    byPage = new Map();
    for (const [id, url] of pageOf) (byPage.get(url) ?? byPage.set(url, []).get(url)!).push(id);
    pageIds.set(pageOf, byPage);
  }
  return byPage;
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
