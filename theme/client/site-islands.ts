// Site components that hydrate (islands of MDX pages, marked by theme/mdx/Island.tsx): each
// `[data-island-src]` names its component's chunk, loaded once per URL with a classic script (it works over
// file:// too), which hands the component back on its <script> element. The chunks take React from this
// bundle (`self.__DOCSGEN_REACT__`), so the page runs one React; pages without islands load nothing more.
import * as React from 'react';
import { createElement, type ComponentType } from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';

declare global {
  interface Window {
    /** This bundle's React modules, by module name, for the island chunks (src/bundle/island-chunks.ts). */
    __DOCSGEN_REACT__?: Record<string, unknown>;
  }
}

window.__DOCSGEN_REACT__ = { react: React, 'react/jsx-runtime': JsxRuntime, 'react-dom': ReactDOM, 'react-dom/client': ReactDOMClient };

const loaded = new Map<string, Promise<ComponentType<object>>>();

/** The component of a chunk, loading the chunk on first use. */
export function loadSiteIsland(src: string): Promise<ComponentType<object>> {
  let component = loaded.get(src);
  if (!component) {
    component = new Promise((resolve, reject) => {
      const script = document.createElement('script') as HTMLScriptElement & { docsgenIsland?: ComponentType<object> };
      script.src = src;
      script.dataset.islandChunk = '';
      script.onload = () => (script.docsgenIsland ? resolve(script.docsgenIsland) : reject(new Error(`docsgen: ${src} holds no island component`)));
      script.onerror = () => {
        loaded.delete(src);
        reject(new Error(`docsgen: could not load the island script ${src}`));
      };
      document.head.append(script);
    });
    loaded.set(src, component);
  }
  return component;
}

/** The island's props as the server rendered it: its JSON props, and its MDX children as their static HTML. */
export function siteIslandProps(el: HTMLElement): object {
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  const html = el.dataset.islandHtml;
  if (html === undefined) return props;
  // The same element theme/mdx/Island.tsx renders for them (React leaves its inner HTML alone).
  const tag = el.tagName === 'SPAN' ? 'span' : 'div';
  return { ...props, children: createElement(tag, { 'data-island-children': '', style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: html } }) };
}
