// The API reference's routes: the /api entry page and, for large specs, one page per tag.
import type { BuiltApi } from '../openapi/model.js';
import type { RouteBase } from './types.js';

/** The loaded API reference with its configuration, as the graph receives it. */
export interface ApiReference extends BuiltApi {
  /** The spec file, site-relative (descriptions' links point into it). */
  specFile: string;
  routeBasePath: string;
  title: string;
  /** The API's own docs site: root-relative links in spec text point there (`api.linkBase`). */
  linkBase?: string;
}

export interface ApiRoute extends RouteBase {
  kind: 'api';
  api: ApiReference;
  /** The entry page (overview, webhooks, redirects for deep links to other pages). */
  overview: boolean;
  /** Ids of the tags this page shows in full. */
  tagIds: string[];
  /** Page URL of every tag and operation id, when the reference is split over several pages. */
  pageOf?: Map<string, string>;
}
