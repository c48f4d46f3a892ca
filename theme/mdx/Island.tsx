// The server half of a site component used in MDX (`<DocsgenIsland>`, marked by the markdown stage):
// a component without client behaviour renders as itself and ships no JS; one with client behaviour is
// rendered with renderToString inside `<div|span data-island-src="chunk" data-props="json">`, which
// theme/client/islands.ts hydrates with the same props. MDX children are passed as static HTML, the same
// `<div data-island-children>` element on both sides, so hydration matches. Never imported by the browser.
import { createContext, createElement, isValidElement, useContext, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { pageContext } from './docusaurus/context.js';

/** Where a component is used: the markdown stage's IslandUse. */
export interface IslandUse {
  source: string;
  name: string;
  file: string;
  line: number;
  column: number;
  inline: boolean;
}

/** What one page render knows and collects (provided by the bundle stage around the page). */
export interface IslandScope {
  /** The client chunk of an interactive component; undefined renders it static. */
  chunkOf(use: IslandUse): string | undefined;
  /** Every use of an imported component, whether an island or not. */
  used(use: IslandUse): void;
  /** A prop that cannot cross to the browser (the island then renders static). */
  report(use: IslandUse, message: string): void;
}

export const IslandScopeContext = createContext<IslandScope | null>(null);

/** Attribute holding the children's HTML; the element standing for them carries `data-island-children`. */
export const CHILDREN_ATTRIBUTE = 'data-island-html';

interface DocsgenIslandProps {
  __component: ComponentType<Record<string, unknown>>;
  __island: string;
  children?: ReactNode;
  [prop: string]: unknown;
}

export function DocsgenIsland({ __component: Component, __island, ...props }: DocsgenIslandProps) {
  const scope = useContext(IslandScopeContext);
  const use = JSON.parse(__island) as IslandUse;
  scope?.used(use);
  const chunk = scope?.chunkOf(use);
  if (!scope || !chunk) return createElement(Component, props);
  const { children, ...rest } = props;
  const problem = unserialisable(rest, '');
  if (problem) {
    scope.report(use, problem);
    return createElement(Component, props);
  }
  const tag = use.inline ? 'span' : 'div';
  const within = (node: ReactNode) => createElement(IslandScopeContext.Provider, { value: scope }, node);
  // Strings and numbers stay props; MDX content (elements) crosses as its static HTML.
  const plain = children === undefined || typeof children === 'string' || typeof children === 'number';
  const html = plain ? undefined : renderToStaticMarkup(within(children));
  const clientProps = plain ? props : { ...rest, children: childrenElement(tag, html ?? '') };
  // The chunk's site path, under the site's base URL (`/docs-site/assets/…`), as every URL of a page is.
  const { baseUrl } = pageContext().site;
  return createElement(tag, {
    'data-island-src': baseUrl !== '/' && /^\/(?!\/)/.test(chunk) ? `${baseUrl}${chunk.slice(1)}` : chunk,
    'data-props': JSON.stringify(plain ? props : rest).replace(/</g, '\\u003c'),
    ...(html !== undefined ? { [CHILDREN_ATTRIBUTE]: html } : {}),
    style: { display: 'contents' },
    dangerouslySetInnerHTML: { __html: renderToString(within(createElement(Component, clientProps))) },
  });
}

/** The element that stands for MDX children on both sides (theme/client/islands.ts builds the same). */
export function childrenElement(tag: 'div' | 'span', html: string) {
  return createElement(tag, { 'data-island-children': '', style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: html } });
}

/** The first prop (by path) that JSON cannot carry to the browser unchanged, as a sentence; undefined when all can. */
function unserialisable(value: unknown, at: string): string | undefined {
  const name = at || 'the props';
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `prop ${name} is ${value}, which JSON cannot carry`;
  if (typeof value === 'function') return `prop ${name} is a function`;
  if (typeof value !== 'object') return `prop ${name} is a ${typeof value}`;
  if (isValidElement(value)) return `prop ${name} is a React element (only children may be MDX content)`;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unserialisable(item, `${at}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto !== Object.prototype && proto !== null) return `prop ${name} is a ${(value as object).constructor?.name ?? 'class instance'}, not plain data`;
  for (const [key, item] of Object.entries(value)) {
    const found = unserialisable(item, at ? `${at}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}
