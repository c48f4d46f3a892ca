// A page's props as a memoised step of the build. Its props are made from the route graph through a view
// that records each fact they read (a route, a docs instance, a part of one of its sidebars, a blog, one
// of the graph's lists); the page's memo key is a digest of those facts' digests, each fact digested once
// per build. A page whose recorded facts kept their digests keeps the page key its props gave last time,
// without its props being made again: a body edit makes the props of the pages that read that page (itself,
// its neighbours, its category), a title edit those of the pages that show the sidebar list naming it.
import type { SiteChrome } from '../../theme/props.js';
import { BODY_KEY, bodyKeyOf } from '../markdown/body-key.js';
import type { SiteConfig } from '../config/resolve.js';
import { FULL_SIDEBAR_LIMIT } from '../routes/sidebar.js';
import type { InstanceGraph, ResolvedSidebar, Route, RouteGraph } from '../routes/types.js';
import { digestOf, valueDigest } from '../util/hash.js';
import { apiPageKey, sidebarListDigest } from './page-key.js';
import { findCategory } from './category-cards.js';
import { listAt, SIDEBAR_LISTS, type RecordedLists } from './recorded-sidebar.js';

/** A page's memo: its key, the page key its props gave, and the facts they read (ids joined by NUL). */
export type PropsMemoEntry = readonly [key: string, pageKey: string, reads: string];

export interface PropsMemo {
  /**
   * `route`'s page key: `last`'s when the facts it recorded have the same digests, else what `make` gives
   * (making the props through the recording graph it is passed), with the memo to keep for the next build
   * (none when a fact it read has no digest: a body that is not in the cache).
   */
  keyOf(route: Route, last: PropsMemoEntry | undefined, make: (graph: RouteGraph) => string): { pageKey: string; entry?: PropsMemoEntry };
  /** Pages whose props were made, and kept by their memo (for --debug). */
  readonly made: number;
  readonly kept: number;
}

/**
 * `version`: everything a page's HTML depends on besides its props (docsgen, the theme, the chrome); with
 * the site's config, part of every page's memo key.
 */
export function createPropsMemo(graph: RouteGraph, options: { config: SiteConfig; chrome: SiteChrome; version: string }): PropsMemo {
  const { chrome, version } = options;
  const digests = new Map<string, string | undefined>();
  const prefix = digestOf('sha1', `${version}\0${graph.baseUrl}\0${graph.siteBase}\0${valueDigest(options.config)}`, 'base64url');
  let reading: Set<string> | undefined;
  const note = (id: string) => reading?.add(id);
  const view = recordingGraph(graph, note);

  const factDigest = (id: string): string | undefined => {
    if (digests.has(id)) return digests.get(id);
    const digest = digestFact(graph, id, (route) => (route.kind === 'api' ? apiPageKey(route, graph, chrome, version) : undefined), factDigest);
    digests.set(id, digest);
    return digest;
  };
  const keyOfReads = (reads: readonly string[]): string | undefined => {
    let text = prefix;
    for (const id of reads) {
      const digest = factDigest(id);
      if (digest === undefined) return undefined;
      text += `\0${id}\0${digest}`;
    }
    return digestOf('sha1', text, 'base64url');
  };

  let made = 0;
  let kept = 0;
  return {
    keyOf(route, last, make) {
      const own = `r:${route.url}`;
      // A memo is the page's own only if its first read is the page's route (a memo of another page,
      // swapped in, would give that page's key).
      if (last && (last[2] === own || last[2].startsWith(`${own}\0`))) {
        const [key, pageKey, reads] = last;
        if (keyOfReads(reads.split('\0')) === key) {
          kept++;
          return { pageKey, entry: last };
        }
      }
      made++;
      // A page reads its own route first (buildPageProps is handed it, not through the graph).
      reading = new Set([own]);
      let pageKey: string;
      let reads: string[];
      try {
        pageKey = make(view);
      } finally {
        reads = [...reading];
        reading = undefined;
      }
      const key = keyOfReads(reads);
      return { pageKey, ...(key === undefined ? {} : { entry: [key, pageKey, reads.join('\0')] as const }) };
    },
    get made() {
      return made;
    },
    get kept() {
      return kept;
    },
  };
}

/**
 * A fact's digest. `r:<url>` a route as its own page reads it (undefined: none can be made without reading
 * its body; `-`: no route there), `i:<id>` a docs instance but its sidebars' items and labels, `s?:[id,
 * name, key]` a part of one of its sidebars (`sl` a list, by its place; `sc` the category whose page is a
 * URL, whose items its cards show; `sn` a page's label in previous/next
 * links; `sp` a page's place, for breadcrumbs; `si` all its items; `sN`, `sP` all labels, all places),
 * `b:<id>` a blog, `R`, `I`, `B` every route, instance or blog, `g:<field>` one of the graph's other lists.
 */
function digestFact(
  graph: RouteGraph,
  id: string,
  apiKey: (route: Extract<Route, { kind: 'api' }>) => string | undefined,
  factDigest: (id: string) => string | undefined,
): string | undefined {
  const colon = id.indexOf(':');
  const kind = colon < 0 ? id : id.slice(0, colon);
  const name = id.slice(colon + 1);
  switch (kind) {
    case 'r': {
      const route = graph.routes.get(name);
      return route ? routeDigest(route, apiKey) : '-';
    }
    case 'i': {
      const instance = graph.instances.get(name);
      if (!instance) return '-';
      // Its sidebars' order and pages; their items and labels are facts of their own.
      const sidebars = [...instance.sidebars].map(([sidebarName, sidebar]) => [sidebarName, sidebar.order, sidebar.holds]);
      return valueDigest({ ...instance, sidebars });
    }
    case 'b': {
      const blog = graph.blogs.get(name);
      return blog ? valueDigest(blog, { standIn: bodyStandIn }) : '-';
    }
    case 'g':
      return valueDigest(graph[name as GraphList], { standIn: bodyStandIn });
    case 'sl':
    case 'sc':
    case 'sn':
    case 'sp':
    case 'si':
    case 'sN':
    case 'sP':
      return sidebarFact(graph, kind, JSON.parse(name) as string[]);
  }
  const prefix = id === 'R' ? 'r:' : id === 'I' ? 'i:' : 'b:';
  const keys = [...(id === 'R' ? graph.routes : id === 'I' ? graph.instances : graph.blogs).keys()];
  const parts: string[] = [];
  for (const key of keys) {
    const digest = factDigest(prefix + key);
    if (digest === undefined) return undefined;
    parts.push(key, digest);
  }
  return digestOf('sha1', parts.join('\0'), 'base64url');
}

/** A sidebar fact (see digestFact): `[instance id, sidebar name, key]`. */
function sidebarFact(graph: RouteGraph, kind: string, [instanceId, name, key]: string[]): string {
  const sidebar = graph.instances.get(instanceId!)?.sidebars.get(name!);
  if (!sidebar) return '-';
  switch (kind) {
    case 'sl': {
      const list = listAt(sidebar.items, key!);
      return list ? sidebarListDigest(list, { full: sidebar.order.length <= FULL_SIDEBAR_LIMIT, base: graph.baseUrl }) : '-';
    }
    case 'sc': {
      const category = findCategory(sidebar.items, key!);
      return category ? valueDigest(category) : '-';
    }
    case 'sn':
      return JSON.stringify(sidebar.navLabels.get(key!) ?? null);
    case 'sp': {
      const position = sidebar.positions.get(key!);
      return position ? valueDigest(position) : '-';
    }
    case 'si':
      return valueDigest(sidebar.items);
    case 'sN':
      return valueDigest(sidebar.navLabels);
    default:
      return valueDigest(sidebar.positions);
  }
}

/** A compiled body from the cache stands for itself by its entry's name (see body-key.ts). */
function bodyStandIn(item: object): string | undefined {
  return BODY_KEY in item ? `#${bodyKeyOf(item as never)}` : undefined;
}

/**
 * A route as its own page reads it: everything but what only the checks read (its links and anchors). A
 * doc, most of a big site's pages, is all made of its file's parse (named by its cache entry, a digest of
 * the file's path and text: see body-key.ts), the config (in every key) and what the graph gave it (its
 * URL and its links' targets): those stand for it. A doc whose body is not a parse of its text alone (an
 * MDX page's, made with the components it imports) is digested whole, its HTML included, like the routes
 * of other kinds. An API page is digested by its key without props (page-key.ts), which has none when the
 * spec has other files.
 */
function routeDigest(route: Route, apiKey: (route: Extract<Route, { kind: 'api' }>) => string | undefined): string | undefined {
  if (route.kind === 'api') return apiKey(route);
  const body = route.kind === 'doc' ? bodyKeyOf(route.doc.markdown) : undefined;
  if (route.kind === 'doc' && body !== undefined) {
    const { doc } = route;
    const images = doc.images.length === 0 ? '' : JSON.stringify(doc.images);
    return digestOf('sha1', `${body}\0${route.url}\0${route.instanceId}\0${JSON.stringify(route.hrefs ?? null)}\0${images}`, 'base64url');
  }
  const { links: _links, anchors: _anchors, ...rest } = route;
  return valueDigest(rest, { standIn: bodyStandIn });
}

type GraphList = 'assets' | 'duplicates' | 'staticFiles' | 'chromeLinks';

/** The graph as props read it, each fact they look at noted. */
function recordingGraph(graph: RouteGraph, note: (id: string) => void): RouteGraph {
  const list = <K extends GraphList>(field: K): RouteGraph[K] => {
    note(`g:${field}`);
    return graph[field];
  };
  const instances = new Map([...graph.instances].map(([id, instance]) => [id, instanceView(instance, note)]));
  return {
    routes: new ReadMap(graph.routes, (url) => `r:${url}`, 'R', note),
    instances: new ReadMap(instances, (id) => `i:${id}`, 'I', note),
    blogs: new ReadMap(graph.blogs, (id) => `b:${id}`, 'B', note),
    baseUrl: graph.baseUrl,
    siteBase: graph.siteBase,
    get assets() {
      return list('assets');
    },
    get duplicates() {
      return list('duplicates');
    },
    get staticFiles() {
      return list('staticFiles');
    },
    get chromeLinks() {
      return list('chromeLinks');
    },
  };
}

/** A docs instance whose sidebars note the parts of them read: the lists a page shows, a page's label and place. */
function instanceView(instance: InstanceGraph, note: (id: string) => void): InstanceGraph {
  const sidebars = new Map<string, ResolvedSidebar>();
  for (const [name, sidebar] of instance.sidebars) {
    const fact = (kind: string, key?: string) => `${kind}:${JSON.stringify(key === undefined ? [instance.id, name] : [instance.id, name, key])}`;
    const lists: RecordedLists = { items: sidebar.items, note: (at) => note(fact('sl', at)), noteCategory: (url) => note(fact('sc', url)) };
    sidebars.set(name, {
      order: sidebar.order,
      holds: sidebar.holds,
      navLabels: new ReadMap(sidebar.navLabels, (url) => fact('sn', url), fact('sN'), note),
      positions: new ReadMap(sidebar.positions, (url) => fact('sp', url), fact('sP'), note),
      get items() {
        note(fact('si'));
        return sidebar.items;
      },
      [SIDEBAR_LISTS]: lists,
    } as ResolvedSidebar);
  }
  return { ...instance, sidebars };
}

/** A read-only view of one of the graph's maps: a key looked up notes that entry, a walk notes them all. */
class ReadMap<V> extends Map<string, V> {
  constructor(
    private readonly map: Map<string, V>,
    private readonly idOf: (key: string) => string,
    private readonly all: string,
    private readonly note: (id: string) => void,
  ) {
    super();
  }

  override get(key: string): V | undefined {
    this.note(this.idOf(key));
    return this.map.get(key);
  }

  override has(key: string): boolean {
    this.note(this.idOf(key));
    return this.map.has(key);
  }

  override get size(): number {
    this.note(this.all);
    return this.map.size;
  }

  override keys(): MapIterator<string> {
    this.note(this.all);
    return this.map.keys();
  }

  override values(): MapIterator<V> {
    this.note(this.all);
    return this.map.values();
  }

  override entries(): MapIterator<[string, V]> {
    this.note(this.all);
    return this.map.entries();
  }

  override [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }

  override forEach(callback: (value: V, key: string, map: Map<string, V>) => void, thisArg?: unknown): void {
    this.note(this.all);
    this.map.forEach((value, key) => callback.call(thisArg, value, key, this));
  }

  override set(): this {
    throw new Error('the route graph is read-only while props are made');
  }

  override delete(): boolean {
    throw new Error('the route graph is read-only while props are made');
  }

  override clear(): void {
    throw new Error('the route graph is read-only while props are made');
  }
}
