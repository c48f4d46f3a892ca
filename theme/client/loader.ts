// Loads a route's pre-rendered page: fetch in history mode; a <script> data file in hash mode (fetch is
// blocked over file://). Each route is requested at most once (the promise is kept; failures are not).
import type { RouteTable } from './routes.js';

export interface Page {
  title: string;
  /** meta[name], meta[property] and the canonical link of the new page. */
  head: Element[];
  /** The new `#__docsgen` element. */
  body: HTMLElement;
  /** Script and stylesheet URLs the page loads. */
  assets: string[];
}

export interface RouteLoader {
  /** The route's page source (what prefetching keeps). */
  load(route: string): Promise<string>;
  /** The route's page, parsed; rejects when it is not a docsgen page or was built with other assets. */
  open(route: string): Promise<Page>;
}

export function createRouteLoader(table: RouteTable): RouteLoader {
  // The scripts and stylesheets the page was built with, read before any is added at run time (the page
  // sizes, the search dialog, a route's data script while it loads): a loaded page must use the same.
  const shipped = assetsOf(document);
  const cache = new Map<string, Promise<string>>();
  const waiting = new Map<string, (html: string) => void>();
  window.__docsgenRoute = (url, html) => waiting.get(url)?.(html);

  const fromScript = (route: string) =>
    new Promise<string>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = table.dataUrl(route);
      const finish = () => {
        waiting.delete(route);
        script.remove();
      };
      waiting.set(route, (html) => {
        finish();
        resolve(html);
      });
      script.onload = () => {
        finish();
        reject(new Error(`${script.src} did not define the route ${route}`));
      };
      script.onerror = () => {
        finish();
        reject(new Error(`Could not load ${script.src}`));
      };
      document.head.append(script);
    });

  const fromServer = async (route: string) => {
    const response = await fetch(table.dataUrl(route), { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${route} answered HTTP ${response.status}`);
    return response.text();
  };

  const load = (route: string) => {
    let pending = cache.get(route);
    if (!pending) {
      pending = table.mode === 'hash' ? fromScript(route) : fromServer(route);
      cache.set(route, pending);
      pending.catch(() => cache.delete(route));
    }
    return pending;
  };
  return { load, open: async (route) => parsePage(await load(route), shipped) };
}

const HEAD_TAGS = 'meta[name], meta[property], link[rel="canonical"], link[rel="alternate"][type="text/markdown"]';

function assetsOf(doc: Document): string[] {
  // Island chunks are added by the page's islands (site-islands.ts), not by the build's <head>.
  return [...doc.querySelectorAll('script[src]:not([data-island-chunk]), link[rel="stylesheet"]')].map(
    (el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '',
  );
}

/** Parses a page; throws when it is not a docsgen page or was built with other assets (a new deployment). */
function parsePage(html: string, shipped: string[]): Page {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.getElementById('__docsgen');
  if (!body) throw new Error('The loaded page has no #__docsgen element');
  const assets = assetsOf(doc);
  if (assets.join() !== shipped.join()) {
    throw new Error('The loaded page uses other scripts or styles (the site was deployed again)');
  }
  return { title: doc.title, head: [...doc.head.querySelectorAll(HEAD_TAGS)], body, assets };
}

function headKey(el: Element): string {
  if (el.tagName === 'LINK') return el.getAttribute('rel') === 'canonical' ? 'canonical' : 'markdown';
  return el.hasAttribute('name') ? `name:${el.getAttribute('name')}` : `property:${el.getAttribute('property')}`;
}

/** Title, description, canonical, markdown export, OpenGraph and robots tags of the new page replace the old ones. */
export function updateHead(page: Page): void {
  document.title = page.title;
  const old = new Map([...document.head.querySelectorAll(HEAD_TAGS)].map((el) => [headKey(el), el]));
  for (const el of page.head) {
    const copy = document.importNode(el, true);
    const previous = old.get(headKey(el));
    if (previous) previous.replaceWith(copy);
    else document.head.append(copy);
    old.delete(headKey(el));
  }
  for (const el of old.values()) el.remove();
}
