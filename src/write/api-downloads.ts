// The spec as downloads beside the API reference: /api/openapi.yaml and /api/openapi.json, the spec file
// as written (its `$ref`s kept) in both formats. Reads only the spec file the API stage already read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
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
  const yaml = isJson ? toYaml(value) : text;
  return [
    { path: apiDownloadUrl(routeBasePath, 'yaml').slice(1), contents: yaml },
    { path: apiDownloadUrl(routeBasePath, 'json').slice(1), contents: json },
  ];
}

/** Plain scalars need no quotes unless YAML would read them as something else (a number, a boolean, null). */
const PLAIN = /^[A-Za-z_/.$][\w .,/()$@+-]*$/;
const RESERVED = /^(true|false|null|yes|no|on|off|y|n|~)$|^[-+]?\.(inf|nan)$|^[-+.]?\.?\d/i;

/**
 * JSON data as block YAML. A small emitter instead of the yaml package's stringify, which is slow on a
 * large spec: JSON's double-quoted strings are valid YAML double-quoted
 * scalars, so every string that is not safely plain is written as JSON writes it.
 */
export function toYaml(value: unknown): string {
  const lines: string[] = [];
  const scalar = (v: unknown): string => {
    if (typeof v === 'string') return PLAIN.test(v) && !RESERVED.test(v) && !/ $|: | #/.test(v) ? v : JSON.stringify(v);
    return JSON.stringify(v) ?? 'null';
  };
  const key = (k: string) => (PLAIN.test(k) && !RESERVED.test(k) && !/ $|: | #/.test(k) ? k : JSON.stringify(k));
  const isEmpty = (v: unknown) => typeof v === 'object' && v !== null && Object.keys(v).length === 0;
  const emit = (v: unknown, indent: string, first: string): void => {
    if (Array.isArray(v) && v.length) {
      v.forEach((item, i) => {
        const lead = i === 0 ? first : indent;
        if (typeof item === 'object' && item !== null && !isEmpty(item)) emit(item, `${indent}  `, `${lead}- `);
        else lines.push(`${lead}- ${isEmpty(item) ? (Array.isArray(item) ? '[]' : '{}') : scalar(item)}`);
      });
    } else if (typeof v === 'object' && v !== null && !Array.isArray(v) && !isEmpty(v)) {
      Object.entries(v).forEach(([k, item], i) => {
        const lead = i === 0 ? first : indent;
        if (typeof item === 'object' && item !== null && !isEmpty(item)) {
          lines.push(`${lead}${key(k)}:`);
          emit(item, Array.isArray(item) ? indent : `${indent}  `, Array.isArray(item) ? indent : `${indent}  `);
        } else lines.push(`${lead}${key(k)}: ${isEmpty(item) ? (Array.isArray(item) ? '[]' : '{}') : scalar(item)}`);
      });
    } else lines.push(`${first}${isEmpty(v) ? (Array.isArray(v) ? '[]' : '{}') : scalar(v)}`);
  };
  emit(value, '', '');
  return `${lines.join('\n')}\n`;
}
