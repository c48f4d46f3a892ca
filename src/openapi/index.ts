// The openapi stage's entry: finds the spec, loads it and builds the model. A missing spec is no error
// unless the config names one; an invalid spec is (spec/invalid).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/index.js';
import { loadSpec } from './load.js';
import { buildApiModel, type BuiltApi } from './model.js';

export type { BuiltApi } from './model.js';

/** Where the spec is and whether the config asked for it explicitly. */
export interface ApiSource {
  siteDir: string;
  /** Site-relative spec path. */
  spec: string;
  /** True when site.config.yaml has an `api` key: then a missing file is an error. */
  explicit: boolean;
}

export async function loadApiReference(source: ApiSource): Promise<{ value?: BuiltApi; diagnostics: Diagnostic[] }> {
  if (!source.explicit && !existsSync(path.join(source.siteDir, source.spec))) return { diagnostics: [] };
  const loaded = await loadSpec(source.siteDir, source.spec);
  if (!loaded.value) return { diagnostics: loaded.diagnostics };
  return { value: buildApiModel(loaded.value), diagnostics: loaded.diagnostics };
}
