// The API reference's routes: the /api entry page and, for large specs, pages of tags, webhooks and
// models (large ones in parts).
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
  /** What a broken link in spec text does (`api.onBrokenLinks`); unset, see checks/index.ts. */
  onBrokenLinks?: 'throw' | 'error' | 'warn' | 'ignore';
  /** Each operation gets a "Try it" console (`api.tryIt`). */
  tryIt?: boolean;
  /** A digest of the spec's text when the model is made from it alone (no external `$ref`): the model's key. */
  specDigest?: string;
}

export interface ApiRoute extends RouteBase {
  kind: 'api';
  api: ApiReference;
  /** The entry page (overview, redirects for deep links to other pages). */
  overview: boolean;
  /** What this page shows, in order. */
  sections: ApiRouteSection[];
  /** Page URL of every tag, operation and schema id, when the reference is split over several pages. */
  pageOf?: Map<string, string>;
}

/** A slice of one group's items (a tag's operations, the webhooks or the models) shown on a page. */
export interface ApiRouteSection {
  /** Tag id, `webhooks` or `models`. */
  group: string;
  from: number;
  to: number;
  /** Which part of the group this is, when the group spans several pages. */
  part?: { index: number; count: number };
}
