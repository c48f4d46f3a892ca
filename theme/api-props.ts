// The API reference's part of the props contract: the ApiModel src/openapi builds from a spec, and the
// page props of an `api` route. Plain serialisable data only (no cycles: recursion is a `ref` name).
import type { SpecText } from './props.js';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** One node of a flattened schema tree (a property, an array's items, a variant of oneOf/anyOf). */
export interface SchemaNode {
  /** Property name, for object properties. */
  name?: string;
  /** Display type: `string`, `integer`, `object`, `array of User`, `string | null`. */
  type: string;
  /** Component name when the schema came from `#/components/schemas/<name>` (or `definitions`). */
  title?: string;
  format?: string;
  required?: boolean;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  description?: SpecText;
  enum?: string[];
  /** Example, default and constraints already formatted as text. */
  example?: string;
  default?: string;
  constraints?: string[];
  /** Properties of an object, or of the items of an array of objects. */
  children?: SchemaNode[];
  /** oneOf / anyOf alternatives (allOf is merged into `children`). */
  variants?: { kind: 'oneOf' | 'anyOf'; options: SchemaNode[] };
  discriminator?: { propertyName: string; mapping?: { value: string; schema: string }[] };
  /**
   * Set instead of `children` when the schema is not expanded here: `recursive` for a cycle back to an
   * ancestor, `depth` when it is nested deeper than the page shows.
   */
  ref?: { name: string; reason: 'recursive' | 'depth' };
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated?: boolean;
  description?: SpecText;
  schema: SchemaNode;
}

export interface ApiRequestBody {
  required: boolean;
  description?: SpecText;
  /** Media types, first one shown (e.g. multipart/form-data). */
  contentTypes: string[];
  schema?: SchemaNode;
  /** Example body as text (JSON, or `name=value` lines for forms). */
  example?: string;
}

export interface ApiResponse {
  /** `200`, `4XX`, `default`. */
  status: string;
  description?: SpecText;
  contentType?: string;
  schema?: SchemaNode;
  example?: string;
  headers?: { name: string; description?: SpecText; type: string }[];
}

/** One way to authenticate: every scheme of the list is needed together. */
export type ApiSecurityRequirement = { scheme: string; scopes: string[] }[];

export interface ApiSecurityScheme {
  /** Key under components.securitySchemes. */
  key: string;
  /** `Authorization: Bearer`, `X-Authorization header`, `OAuth 2`. */
  label: string;
  description?: SpecText;
  /** The placeholder samples use, e.g. `<API_SECRET>`. */
  placeholder: string;
}

export interface CodeSample {
  /** Stable language id: curl, python, nodejs, ruby, php. */
  lang: string;
  label: string;
  code: string;
}

export interface ApiOperation {
  /** Anchor id, unique in the spec: the operationId slug, else method + path slug. */
  id: string;
  method: HttpMethod;
  path: string;
  summary?: string;
  description?: SpecText;
  deprecated?: boolean;
  /** Empty list: public. Undefined: no security declared anywhere. */
  security?: ApiSecurityRequirement[];
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
  samples: CodeSample[];
  /** True for a webhook (OpenAPI 3.1 `webhooks`): a request the API sends, `path` is its name. */
  webhook?: boolean;
}

export interface ApiTag {
  /** Anchor id: `tag/<slug>`. */
  id: string;
  name: string;
  description?: SpecText;
  operations: ApiOperation[];
}

export interface ApiModel {
  title: string;
  version: string;
  description?: SpecText;
  /** Server URLs (the first is used by samples). */
  servers: string[];
  securitySchemes: ApiSecurityScheme[];
  tags: ApiTag[];
  webhooks: ApiOperation[];
}

/** A tag or operation in the navigation panel, with where it lives (same page or another API page). */
export interface ApiNavTag {
  id: string;
  name: string;
  href: string;
  /** Operations are listed for the tags shown on the current page only. */
  operations?: { id: string; method: HttpMethod | 'webhook'; label: string; href: string }[];
}

/** What an `api` route's page shows, besides the fields every page has (see ApiReferencePageProps). */
export interface ApiPageData {
  /** Title, version, description, servers and security schemes (the overview shows them). */
  info: Omit<ApiModel, 'tags' | 'webhooks'>;
  /** Whether this page shows the overview (the /api entry page). */
  overview: boolean;
  /** Tags whose operations this page shows in full. */
  tags: ApiTag[];
  /** Webhooks shown in full on this page. */
  webhooks: ApiOperation[];
  nav: ApiNavTag[];
  /** Fragment -> page URL for operations on other pages, so `/api#op` deep links keep working. */
  redirects?: Record<string, string>;
}
