// The openapi stage's entry: finds the spec, loads it and builds the model. A missing spec is no error
// unless the config names one; an invalid spec is (spec/invalid).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/index.js';
import { runInWorker } from '../util/run-worker.js';
import type { BuiltApi } from './model.js';

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
  // The spec parser, validator and sample generators load only for a site with a spec (a tenth of a
  // second of start-up otherwise).
  const [{ loadSpec }, { buildApiModel }] = await Promise.all([import('./load.js'), import('./model.js')]);
  const loaded = await loadSpec(source.siteDir, source.spec);
  if (!loaded.value) return { diagnostics: loaded.diagnostics };
  return { value: buildApiModel(loaded.value), diagnostics: loaded.diagnostics };
}

/** The compiled worker script, or undefined when docsgen runs from source without a build. */
export function apiWorkerScript(packageRoot: string): string | undefined {
  const script = path.join(packageRoot, 'dist', 'openapi', 'load-worker.js');
  return existsSync(script) ? script : undefined;
}

/** Loads the API reference in a worker thread when one is available, else in process. */
export function loadApiReferenceOffThread(source: ApiSource, script: string | undefined): Promise<{ value?: BuiltApi; diagnostics: Diagnostic[] }> {
  if (!script || (!source.explicit && !existsSync(path.join(source.siteDir, source.spec)))) return loadApiReference(source);
  return runInWorker(script, source);
}
