// Plans the pages of the API reference so that none is heavy: one page while the whole reference is
// light, else an entry page plus pages of tags, webhooks and models, large ones split into parts.
// It estimates sizes from the model; it renders nothing and creates URLs only through urls.ts.
import type { ApiModel } from '../../theme/props.js';
import { weightOf } from './api-weight.js';
import type { ApiRouteSection } from './api-types.js';
import { apiUrl, joinUrl } from './urls.js';

/**
 * Estimated HTML bytes one page may hold. Pages must stay under 1 MB of HTML (ARCHITECTURE.md,
 * "Budgets"); the estimate (api-weight.ts) errs on the heavy side, and this bound leaves room for the
 * chrome, the navigation and the estimate's error.
 */
export const PAGE_BUDGET = 800_000;

/**
 * Items (operations, webhooks, models) one page may hold: the navigation lists the items of the page's
 * group, and must stay under 40 KB on every page (AWS EC2's spec has a few dozen groups and schema
 * names of 40 characters).
 */
export const PAGE_ITEMS = 100;

/** What one page of the reference shows. */
export interface ApiPagePlan {
  url: string;
  /** Title suffix: the tag's name, with `(2/3)` on parts. */
  name?: string;
  overview: boolean;
  sections: ApiRouteSection[];
}

interface Group {
  /** Tag id, `webhooks` or `models`. */
  id: string;
  name: string;
  slug: string;
  weights: number[];
}

/** Pages of the reference and, when it has more than one, the page URL of every id it defines. */
export function planApiPages(model: ApiModel, routeBasePath: string, budget = PAGE_BUDGET): { pages: ApiPagePlan[]; pageOf?: Map<string, string> } {
  const base = apiUrl(routeBasePath);
  const groups: Group[] = model.tags.map((tag) => ({ id: tag.id, name: tag.name, slug: tag.id.replace(/^tag\//, ''), weights: tag.operations.map(weightOf) }));
  if (model.webhooks.length) groups.push({ id: 'webhooks', name: 'Webhooks', slug: 'webhooks', weights: model.webhooks.map(weightOf) });
  if (model.schemas.length) groups.push({ id: 'models', name: 'Models', slug: 'models', weights: model.schemas.map(weightOf) });
  const whole = (g: Group): ApiRouteSection => ({ group: g.id, from: 0, to: g.weights.length });
  const total = groups.reduce((n, g) => n + sum(g.weights), 0);
  const items = groups.reduce((n, g) => n + g.weights.length, 0);
  if (total <= budget && items <= PAGE_ITEMS) return { pages: [{ url: base, overview: true, sections: groups.map(whole) }] };

  const pages: ApiPagePlan[] = [{ url: base, overview: true, sections: [] }];
  const used = new Set([base]);
  for (const group of groups) {
    let url = joinUrl(base, group.slug);
    for (let n = 2; used.has(url); n++) url = joinUrl(base, `${group.slug}-${n}`);
    used.add(url);
    const parts = chunk(group.weights, budget);
    parts.forEach(([from, to], i) => {
      const part = parts.length > 1 ? { index: i + 1, count: parts.length } : undefined;
      const name = part ? `${group.name} (${part.index}/${part.count})` : group.name;
      pages.push({
        url: i === 0 ? url : joinUrl(url, String(i + 1)),
        name,
        overview: false,
        sections: [{ group: group.id, from, to, ...(part ? { part } : {}) }],
      });
    });
  }
  const pageOf = new Map<string, string>();
  for (const page of pages) {
    for (const section of page.sections) {
      const ids = idsOf(model, section.group).slice(section.from, section.to);
      if (section.from === 0) pageOf.set(section.group, page.url);
      for (const id of ids) pageOf.set(id, page.url);
    }
  }
  return { pages, pageOf };
}

/** Ids of the items of a group: operations (with their callbacks' ids), webhooks or schemas. */
export function idsOf(model: ApiModel, group: string): string[] {
  if (group === 'webhooks') return model.webhooks.map((op) => op.id);
  if (group === 'models') return model.schemas.map((s) => s.id);
  return model.tags.find((t) => t.id === group)?.operations.map((op) => op.id) ?? [];
}

/** Consecutive ranges of at most PAGE_ITEMS items whose weights add up to at most `budget` (at least one item each). */
function chunk(weights: number[], budget: number): [number, number][] {
  const ranges: [number, number][] = [];
  let from = 0;
  let load = 0;
  weights.forEach((w, i) => {
    if (i > from && (load + w > budget || i - from === PAGE_ITEMS)) {
      ranges.push([from, i]);
      from = i;
      load = 0;
    }
    load += w;
  });
  ranges.push([from, weights.length]);
  return ranges;
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
