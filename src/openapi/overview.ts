// The spec's overview parts -> model data: servers (descriptions, variables and their choices), security
// schemes (OAuth 2 flows with URLs and scopes, OpenID Connect), the `x-logo`. Plain data, no rendering.
import type { ApiModel, ApiSecurityScheme, ApiServer, SafeUrl } from '../../theme/props.js';
import { safeUrl } from '../util/safe-url.js';
import { isSchema, type Schema } from './examples.js';
import type { JsonPath, SchemaContext } from './schema-tree.js';

type Describe = SchemaContext['describe'];

/** Servers with every variable listed; `resolved` puts each variable at its default (what samples use). */
export function buildServers(value: unknown, describe: Describe): ApiServer[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((server, i): ApiServer[] => {
    if (!isSchema(server)) return [];
    const url = String(server.url ?? '');
    let resolved = url;
    const variables: NonNullable<ApiServer['variables']> = [];
    for (const [name, v] of Object.entries(isSchema(server.variables) ? server.variables : {})) {
      if (!isSchema(v)) continue;
      const fallback = String(v.default ?? (Array.isArray(v.enum) ? v.enum[0] : '') ?? '');
      resolved = resolved.split(`{${name}}`).join(fallback);
      const description = text(v.description) ? describe(v.description as string, ['servers', i, 'variables', name, 'description']) : undefined;
      variables.push({ name, default: fallback, ...(Array.isArray(v.enum) ? { enum: v.enum.map(String) } : {}), ...(description ? { description } : {}) });
    }
    const description = text(server.description) ? describe(server.description as string, ['servers', i, 'description']) : undefined;
    return [{ url, resolved, ...(description ? { description } : {}), ...(variables.length ? { variables } : {}) }];
  });
}

/** Security schemes with a label, the placeholder samples use, and what each kind declares. */
export function buildSecuritySchemes(schemes: Schema, base: JsonPath, describe: Describe): ApiSecurityScheme[] {
  return Object.entries(schemes).flatMap(([key, raw]): ApiSecurityScheme[] => {
    if (!isSchema(raw)) return [];
    const description = text(raw.description) ? describe(raw.description as string, [...base, key, 'description']) : undefined;
    const placeholder = `<${typeof raw['x-placeholder'] === 'string' ? raw['x-placeholder'] : screamingSnake(key)}>`;
    const flows = raw.type === 'oauth2' && isSchema(raw.flows) ? oauthFlows(raw.flows) : undefined;
    return [
      {
        key,
        label: schemeLabel(raw),
        placeholder,
        credential: credentialOf(raw),
        ...(description ? { description } : {}),
        ...(typeof raw.bearerFormat === 'string' ? { bearerFormat: raw.bearerFormat } : {}),
        ...(flows?.length ? { flows } : {}),
        ...(specUrl(raw.openIdConnectUrl) ? { openIdConnectUrl: specUrl(raw.openIdConnectUrl)! } : {}),
      },
    ];
  });
}

/**
 * Where a scheme's credential goes: an apiKey's header, query parameter or cookie; `Authorization` with
 * `Basic ` for HTTP basic, else with `Bearer ` (bearer, OAuth 2 and OpenID Connect tokens).
 */
function credentialOf(raw: Schema): ApiSecurityScheme['credential'] {
  if (raw.type === 'apiKey') return { in: raw.in === 'query' ? 'query' : raw.in === 'cookie' ? 'cookie' : 'header', name: String(raw.name) };
  if (raw.type === 'http' && String(raw.scheme).toLowerCase() === 'basic') return { in: 'header', name: 'Authorization', prefix: 'Basic ' };
  return { in: 'header', name: 'Authorization', prefix: 'Bearer ' };
}

const FLOW_NAMES: Record<string, string> = {
  implicit: 'Implicit',
  password: 'Password',
  clientCredentials: 'Client credentials',
  authorizationCode: 'Authorization code',
  deviceAuthorization: 'Device authorization',
};

function oauthFlows(flows: Schema): NonNullable<ApiSecurityScheme['flows']> {
  return Object.entries(flows).flatMap(([kind, flow]) => (isSchema(flow) ? [flowOf(FLOW_NAMES[kind] ?? kind, flow)] : []));
}

function flowOf(kind: string, flow: Schema): NonNullable<ApiSecurityScheme['flows']>[number] {
  const scopes = Object.entries(isSchema(flow.scopes) ? flow.scopes : {}).map(([name, d]) => ({ name, description: typeof d === 'string' ? d : '' }));
  const authorizationUrl = specUrl(flow.authorizationUrl);
  const tokenUrl = specUrl(flow.tokenUrl);
  const refreshUrl = specUrl(flow.refreshUrl);
  return { kind, ...(authorizationUrl ? { authorizationUrl } : {}), ...(tokenUrl ? { tokenUrl } : {}), ...(refreshUrl ? { refreshUrl } : {}), scopes };
}

function schemeLabel(raw: Schema): string {
  if (raw.type === 'apiKey') return `${String(raw.name)} ${raw.in === 'query' ? 'query parameter' : raw.in === 'cookie' ? 'cookie' : 'header'}`;
  if (raw.type === 'http')
    return raw.scheme === 'basic' ? 'Authorization: Basic' : raw.scheme === 'bearer' ? 'Authorization: Bearer' : `Authorization: ${String(raw.scheme)}`;
  if (raw.type === 'basic') return 'Authorization: Basic';
  if (raw.type === 'oauth2') return 'OAuth 2';
  if (raw.type === 'openIdConnect') return 'OpenID Connect';
  if (raw.type === 'mutualTLS') return 'Mutual TLS';
  return String(raw.type ?? 'unknown');
}

/** `x-logo` of `info`: `url`, with `altText` and `href` when given. */
export function buildLogo(info: Schema): ApiModel['logo'] {
  const logo = info['x-logo'];
  const url = isSchema(logo) ? specUrl(logo.url) : undefined;
  if (!isSchema(logo) || !url) return undefined;
  const href = specUrl(logo.href);
  return { url, ...(typeof logo.altText === 'string' ? { alt: logo.altText } : {}), ...(href ? { href } : {}) };
}

/**
 * A URL from the spec a page may link to, through safeUrl: none when it is missing, empty or could run
 * script (the spec's load reports that as `link/unsafe`, see spec-urls.ts).
 */
function specUrl(value: unknown): SafeUrl | undefined {
  return typeof value === 'string' ? safeUrl(value) || undefined : undefined;
}

/** `apiSecret` -> `API_SECRET`, `csrf-token` -> `CSRF_TOKEN`. */
function screamingSnake(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();
}

function text(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
