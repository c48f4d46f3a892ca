// The spec as downloads beside the API reference: /api/openapi.yaml and /api/openapi.json, the spec file
// as written (its `$ref`s kept) in both formats. Reads only the spec file the API stage already read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import type { ApiRoute } from '../routes/api-types.js';
import type { RouteGraph } from '../routes/types.js';
import { apiDownloadUrl } from '../routes/urls.js';

/** The two download files of the graph's API reference (none without one). */
export function renderApiDownloads(graph: RouteGraph, siteDir: string): { path: string; contents: string }[] {
  const entry = [...graph.routes.values()].find((r): r is ApiRoute => r.kind === 'api' && (r as ApiRoute).overview);
  if (!entry) return [];
  const { specFile, routeBasePath } = entry.api;
  const text = readFileSync(path.join(siteDir, specFile), 'utf8').replace(/^\uFEFF/, '');
  const isJson = /^\s*[{[]/.test(text);
  // The spec was valid to get here: it parses again. JSON is written as is, YAML converted once.
  const value: unknown = isJson ? JSON.parse(text) : parse(text, { maxAliasCount: 100 });
  const json = isJson ? text : `${JSON.stringify(value, null, 2)}\n`;
  const yaml = isJson ? stringify(value, { aliasDuplicateObjects: false, lineWidth: 0 }) : text;
  return [
    { path: apiDownloadUrl(routeBasePath, 'yaml').slice(1), contents: yaml },
    { path: apiDownloadUrl(routeBasePath, 'json').slice(1), contents: json },
  ];
}
