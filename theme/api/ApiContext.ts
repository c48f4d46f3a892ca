// What every part of an API page may need without threading it through each component: the security
// schemes (for labels) and where the schemas and operations shown on other pages live (for links to them).
import { createContext, useContext } from 'react';
import type { ApiSecurityScheme } from '../props.js';

export interface ApiPageContext {
  schemes: ApiSecurityScheme[];
  /** Page URL of schemas and operations shown on other pages, by id (same page when absent). */
  elsewhere: Record<string, string>;
  /** Level of the sections' headings: 1 on a page of one tag (its name is the page's h1), 2 under the overview. */
  sectionLevel?: 1 | 2;
  /** Set when operations get a "Try it" console (`api.tryIt`): `server` is the first server's URL at its defaults. */
  tryIt?: { server: string };
}

export const ApiContext = createContext<ApiPageContext>({ schemes: [], elsewhere: {} });

/** Heading tags below a section, one level apart (so no level is skipped): an item's and its blocks'. */
export function useHeadings(): { item: 'h2' | 'h3'; block: 'h3' | 'h4' } {
  const level = useContext(ApiContext).sectionLevel ?? 2;
  return level === 1 ? { item: 'h2', block: 'h3' } : { item: 'h3', block: 'h4' };
}

/** The link to an id of the reference (a schema's entry in the models section, an operation). */
export function useSchemaHref(): (id: string) => string {
  const { elsewhere } = useContext(ApiContext);
  return (id) => `${elsewhere[id] ?? ''}#${id}`;
}
