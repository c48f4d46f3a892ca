// ES modules docsgen imports while it runs: esbuild, the compiled theme, MDX pages' modules, markdown
// plugins, sidebars files. dist/'s bundles run from V8's code cache (bin/code-cache.js), where Node 20
// gives code no import() of its own: their loader passes one in (`__docsgenImport`). Run from source (the
// tests), the plain import().

declare const __docsgenImport: ((specifier: string) => Promise<unknown>) | undefined;

export function importModule<T>(specifier: string): Promise<T> {
  return (typeof __docsgenImport === 'function' ? __docsgenImport(specifier) : import(specifier)) as Promise<T>;
}

/** esbuild's API, loaded by the first build that needs it. */
export function importEsbuild(): Promise<typeof import('esbuild')> {
  return importModule<typeof import('esbuild')>('esbuild');
}
