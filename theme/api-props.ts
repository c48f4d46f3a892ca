// The API reference's part of the props contract: the ApiModel src/openapi builds from a spec, and the
// page props of an `api` route. Plain serialisable data only (no cycles: recursion is a `ref` name).
import type { SafeUrl, SpecText } from './props.js';

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
  /** `x-enumDescriptions`: what each enum value means, by value. */
  enumDescriptions?: Record<string, string>;
  /** Example, default and constraints already formatted as text. */
  example?: string;
  default?: string;
  constraints?: string[];
  /** Properties of an object, or of the items of an array of objects. */
  children?: SchemaNode[];
  /** oneOf / anyOf alternatives (allOf is merged into `children`). */
  variants?: { kind: 'oneOf' | 'anyOf'; options: SchemaNode[] };
  discriminator?: {
    propertyName: string;
    mapping?: { value: string; schema: string }[];
    /** Set instead of `mapping` when a long one is listed in the models entry of the schema (`#schema/<name>`). */
    listed?: { count: number; id: string; name: string };
  };
  /**
   * Set instead of `children` when a named schema is not expanded here: `recursive` for a cycle back to
   * an ancestor, `elsewhere` when the page shows it in the models section instead (`#schema/<name>`).
   */
  ref?: { name: string; id: string; reason: 'recursive' | 'elsewhere' };
}

/** Highlighted code: plain text, or `[class, text]` for a token the theme colours (`hljs-string`, …). */
export type CodeTokens = (string | [string, string])[];

/** One media type of a request body or response, with its schema and examples. */
export interface ApiMedia {
  /** As written in the spec: `application/json`, `application/vnd.api+json`. */
  type: string;
  schema?: SchemaNode;
  /** The (first) example as text (JSON, XML for XML types, or `name=value` lines for forms). */
  example?: string;
  /** The example highlighted at build time, when its language is known. */
  exampleTokens?: CodeTokens;
  /** The example is the spec's own, not made from the schema. */
  declared?: true;
  /**
   * Every named example (the spec's `examples` map), in order, when there are several or they have a
   * summary or description; the first is also `example`.
   */
  examples?: ApiExample[];
}

/** A named example of a media type: its key, summary (its label when given) and text. */
export interface ApiExample {
  name: string;
  summary?: string;
  description?: SpecText;
  example: string;
  exampleTokens?: CodeTokens;
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
  /** Every media type, in the spec's order (the samples send the first of content). */
  content: ApiMedia[];
}

export interface ApiResponse {
  /** `200`, `4XX`, `default`. */
  status: string;
  /** Other statuses the spec answers with this very response (one `$ref` for `4XX` and `5XX`): shown once, under every status. */
  also?: string[];
  description?: SpecText;
  /** Every media type, in the spec's order. */
  content: ApiMedia[];
  headers?: { name: string; required?: boolean; description?: SpecText; schema: SchemaNode }[];
  /** Response links: operations this response's values feed (`operationId` or `operationRef`). */
  links?: {
    name: string;
    target: string /** Anchor id of the target operation, when the spec defines it. */;
    targetId?: string;
    description?: SpecText;
    parameters?: [string, string][];
  }[];
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
  /**
   * Where the credential is sent: a header (`Authorization` with the prefix `Bearer ` or `Basic `, or an
   * apiKey's own), a query parameter or a cookie.
   */
  credential: { in: 'header' | 'query' | 'cookie'; name: string; prefix?: string };
  /** `bearerFormat` of an HTTP bearer scheme (e.g. JWT). */
  bearerFormat?: string;
  /** OAuth 2 flows with their URLs and scopes. */
  flows?: { kind: string; authorizationUrl?: SafeUrl; tokenUrl?: SafeUrl; refreshUrl?: SafeUrl; scopes: { name: string; description: string }[] }[];
  /** OpenID Connect discovery URL. */
  openIdConnectUrl?: SafeUrl;
}

/** A server with its description and variables (defaults and enum choices). */
export interface ApiServer {
  /** URL as written, `{variables}` included. */
  url: string;
  /** URL with every variable at its default: what the samples use. */
  resolved: string;
  description?: SpecText;
  variables?: { name: string; default: string; enum?: string[]; description?: SpecText }[];
}

/** A named schema of the models section (`components.schemas`), anchored at `schema/<name>`. */
export interface ApiSchemaModel {
  id: string;
  name: string;
  schema: SchemaNode;
}

export interface CodeSample {
  /** Stable language id: curl, python, nodejs, ruby, php (or the spec's own, for `x-codeSamples`). */
  lang: string;
  label: string;
  code: string;
  /** The code highlighted at build time, when its language is known. */
  tokens?: CodeTokens;
}

export interface ApiOperation {
  /** Anchor id, unique in the spec: the operationId slug, else method + path slug. */
  id: string;
  method: HttpMethod;
  path: string;
  /** As the spec declares it: search finds the operation by it first. */
  operationId?: string;
  summary?: string;
  description?: SpecText;
  deprecated?: boolean;
  /** Empty list: public. Undefined: no security declared anywhere. */
  security?: ApiSecurityRequirement[];
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
  samples: CodeSample[];
  /** The request body's media type `samples` send, when the body has several. */
  samplesType?: string;
  /** Samples sending each of the body's other media types, in the spec's order. */
  otherSamples?: { type: string; samples: CodeSample[] }[];
  /** True for a webhook (OpenAPI 3.1 `webhooks`): a request the API sends, `path` is its name. */
  webhook?: boolean;
  /** Callbacks: requests the API sends back, by callback name, each with its URL expression as `path`. */
  callbacks?: { name: string; operations: ApiOperation[] }[];
  /**
   * Set on the copies of an operation listed under its second and later tags: the id of the first
   * (the copy's own `id` is `<tag id>/<operation id>`, so both can be on one page).
   */
  mirrorOf?: string;
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
  /** Servers (the first is used by samples). */
  servers: ApiServer[];
  securitySchemes: ApiSecurityScheme[];
  tags: ApiTag[];
  webhooks: ApiOperation[];
  /** Named schemas, for the models section. */
  schemas: ApiSchemaModel[];
  /** `x-tagGroups`: the navigation groups tags under these headings (tag ids). */
  tagGroups?: { name: string; tagIds: string[] }[];
  /** `x-logo` of `info`. */
  logo?: { url: SafeUrl; alt?: string; href?: SafeUrl };
}

/** A tag (or the webhooks, or the models) in the navigation panel, with where it lives. */
export interface ApiNavTag {
  id: string;
  name: string;
  href: SafeUrl;
  /** Heading of its `x-tagGroups` group (or navigation section), on the first tag of each group. */
  group?: string;
  /**
   * A whole section of a folded navigation (many tags: see src/render/api-nav-sections.ts) not on this
   * page: `name` is its heading, `href` its first tag's page.
   */
  collapsed?: true;
  /** Whether this page shows (part of) it. */
  current?: boolean;
  /** A group split over several pages and not on this one: its second and later parts (`href` is the first's). */
  parts?: { label: string; href: SafeUrl }[];
  /** Operations are listed for the tags shown on the current page only. */
  operations?: { id: string; method: HttpMethod | 'webhook' | 'model'; label: string; href: SafeUrl; deprecated?: boolean }[];
}

/** One part of a page: a tag's operations (all, or one slice of a large tag), the webhooks or models. */
export type ApiPageSection =
  | { kind: 'tag'; tag: ApiTag; part?: { index: number; count: number } }
  | { kind: 'webhooks'; operations: ApiOperation[]; part?: { index: number; count: number } }
  | { kind: 'models'; schemas: ApiSchemaModel[]; part?: { index: number; count: number } };

/** What an `api` route's page shows, besides the fields every page has (see ApiReferencePageProps). */
export interface ApiPageData {
  /** Title, version, description, servers and security schemes (the overview shows them). */
  info: Omit<ApiModel, 'tags' | 'webhooks' | 'schemas'>;
  /** Whether this page shows the overview (the /api entry page). */
  overview: boolean;
  /** What this page shows, in order. */
  sections: ApiPageSection[];
  nav: ApiNavTag[];
  /** Fragment -> page URL for operations on other pages, so `/api#op` deep links keep working. */
  redirects?: Record<string, SafeUrl>;
  /** Page URL of each schema and operation shown on another page (by id), for links to them. */
  elsewhere?: Record<string, SafeUrl>;
  /** Where the spec can be downloaded, as YAML and as JSON. */
  downloads?: { yaml: SafeUrl; json: SafeUrl };
  /**
   * On a paged reference's entry page: every group with every item (operation, webhook, schema), each
   * under its own id and linking to its page, so `/api#<id>` finds its target without JavaScript too.
   */
  index?: ApiNavTag[];
  /** Each operation gets a "Try it" console that sends its request from the browser (`api.tryIt`). */
  tryIt?: true;
}
