// The title a doc's page shows, which other pages' breadcrumbs name it by.
import type { Route } from './types.js';

/** The title a page shows: a doc's own leading h1 when it has one, else its title. */
export function shownTitle(route: Route): string {
  if (route.kind !== 'doc' || !route.doc.markdown.startsWithH1) return route.title;
  return route.doc.markdown.headings.find((h) => h.level === 1)?.text || route.title;
}
