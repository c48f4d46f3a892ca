// Hydrates the React islands of a container with hydrateRoot (the theme's, and the site components of MDX
// pages, whose chunks load first) and runs the vanilla enhancers; static content is never hydrated. Marks
// `<html data-has-hydrated="true">` once every island has committed.
import { createElement, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from '../islands/ErrorBoundary.js';
import { PageCrash } from '../islands/ErrorPageContent.js';
import { enhancers, pageEnhancers, type EnhancerContext } from '../islands/enhancers.js';
import { islands } from '../islands/registry.js';
import { loadSiteIsland, siteIslandProps } from './site-islands.js';

function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

function readProps(el: HTMLElement, name: string): object {
  try {
    return JSON.parse(el.dataset.props ?? '{}') as object;
  } catch (error) {
    throw new Error(`docsgen: the props of island "${name}" are not valid JSON`, { cause: error });
  }
}

/** Brings a container to life; the returned cleanup unmounts and detaches everything it started. */
export function mountIslands(container: HTMLElement, context: EnhancerContext): () => void {
  const cleanups: (() => void)[] = [];
  const html = document.documentElement;
  html.removeAttribute('data-has-hydrated');
  let pending = 0;
  const onCommit = () => {
    pending -= 1;
    if (pending === 0) html.setAttribute('data-has-hydrated', 'true');
  };
  let active = true;
  const hydrate = (el: HTMLElement, name: string, island: React.ReactElement) => {
    const element = createElement(Committed, { onCommit }, createElement(ErrorBoundary, { fallback: PageCrash }, island));
    const root = hydrateRoot(el, element, {
      onRecoverableError: (error) => console.error(`docsgen: recoverable error while hydrating island "${name}":`, error),
    });
    cleanups.push(() => root.unmount());
  };
  for (const el of container.querySelectorAll<HTMLElement>('[data-island], [data-island-src]')) {
    const src = el.dataset.islandSrc;
    if (src) {
      pending += 1;
      loadSiteIsland(src).then(
        (component) => active && hydrate(el, src, createElement(component, siteIslandProps(el))),
        (error: unknown) => {
          // The island stays as the server rendered it: readable, not interactive.
          console.error(error);
          if (active) onCommit();
        },
      );
      continue;
    }
    const name = el.dataset.island!;
    const component = (islands as Record<string, React.ComponentType<object>>)[name];
    if (component) {
      pending += 1;
      hydrate(el, name, createElement(component, readProps(el, name)));
    } else if (enhancers[name]) {
      cleanups.push(enhancers[name](el, context));
    } else {
      console.warn(`docsgen: no island named "${name}"; it stays static.`);
    }
  }
  for (const enhance of pageEnhancers) cleanups.push(enhance(container, context));
  if (pending === 0) html.setAttribute('data-has-hydrated', 'true');
  return () => {
    active = false;
    for (const cleanup of cleanups.reverse()) cleanup();
  };
}
