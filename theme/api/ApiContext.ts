// What every part of an API page may need without threading it through each component: the security
// schemes (for labels) and where the schemas and operations shown on other pages live (for links to them).
import { createContext, useContext } from 'react';
import type { ApiSecurityScheme } from '../props.js';

export interface ApiPageContext {
  schemes: ApiSecurityScheme[];
  /** Page URL of schemas and operations shown on other pages, by id (same page when absent). */
  elsewhere: Record<string, string>;
}

export const ApiContext = createContext<ApiPageContext>({ schemes: [], elsewhere: {} });

/** The link to an id of the reference (a schema's entry in the models section, an operation). */
export function useSchemaHref(): (id: string) => string {
  const { elsewhere } = useContext(ApiContext);
  return (id) => `${elsewhere[id] ?? ''}#${id}`;
}
