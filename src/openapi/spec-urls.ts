// Finds the URLs an OpenAPI spec declares (`x-logo`, terms of service, contact, license, `externalDocs`,
// OAuth and OpenID Connect URLs) that could run script, as `link/unsafe` at their lines: the reference
// never renders them (safeUrl drops them from the model), and the build fails so the spec gets fixed.
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { safeUrl } from '../util/safe-url.js';
import type { YamlPosition } from '../util/yaml-positions.js';

/** Keys whose string value is a URL in OpenAPI 3.x and Swagger 2.0 (`url` of info.contact, license, externalDocs, x-logo). */
const URL_KEYS = new Set(['url', 'href', 'termsOfService', 'authorizationUrl', 'tokenUrl', 'refreshUrl', 'openIdConnectUrl']);

/**
 * Keys whose values are the API's data, not the spec's links: examples, defaults and enums (a payload may
 * hold any `url`), server URL templates (`{scheme}://…`, shown as text), OAuth scope descriptions and
 * discriminator mappings (maps keyed by the writer's names). Vendor extensions other than `x-logo` too.
 */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'servers', 'scopes', 'mapping']);

interface Entry {
  value: unknown;
  key: string | number;
  parent?: Entry;
}

/** Every declared URL of `raw` (the spec as written) that safeUrl refuses, at the line of its value. */
export function checkSpecUrls(raw: unknown, file: string, locate: (path: readonly (string | number)[]) => YamlPosition): Diagnostic[] {
  const found: Diagnostic[] = [];
  const seen = new Set<unknown>();
  // An explicit stack, each entry linked to its parent: a deeply nested spec cannot overflow the call
  // stack, and a path is built only for a URL reported.
  const stack: Entry[] = [{ value: raw, key: '' }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const { value } = entry;
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    const array = Array.isArray(value);
    for (const [key, child] of Object.entries(value)) {
      if (!array && (DATA_KEYS.has(key) || (key.startsWith('x-') && key !== 'x-logo'))) continue;
      // A response link's `parameters` map the writer's names to runtime expressions.
      if (key === 'parameters' && !Array.isArray(child)) continue;
      const at: Entry = { value: child, key: array ? Number(key) : key, parent: entry };
      if (typeof child === 'string') {
        if (!array && URL_KEYS.has(key) && safeUrl(child) === undefined) found.push(unsafe(child, file, locate(pathOf(at))));
      } else if (typeof child === 'object' && child !== null) stack.push(at);
    }
  }
  return found.sort((a, b) => a.line! - b.line! || a.column! - b.column!);
}

function pathOf(entry: Entry): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Entry | undefined = entry; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

function unsafe(url: string, file: string, at: YamlPosition): Diagnostic {
  return createDiagnostic('link/unsafe', {
    message: `Link ${JSON.stringify(url.slice(0, 120))} could run script: only http:, https:, mailto:, tel: and relative URLs are rendered`,
    file,
    line: at.line,
    column: at.column,
    hint: 'Write an http(s) or mailto: URL or a path of the site (browsers ignore tabs, newlines and leading control characters, so "java\\tscript:" is "javascript:").',
  });
}
