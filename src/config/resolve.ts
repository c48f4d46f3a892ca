// Turns a validated config into the frozen SiteConfig every stage reads: absolute folders, defaults filled.
// No I/O here.
import path from 'node:path';
import type { ValidatedConfig } from './schema.js';

export interface DocsInstanceConfig {
  id: string;
  /** Absolute content folder. */
  dir: string;
  /** Content folder as written in the config (for messages). */
  path: string;
  routeBasePath: string;
  label: string;
  sidebarCollapsed: boolean;
}

/** A URL written in a source file (config or front matter), before resolution. */
export interface SourceLink {
  url: string;
  file: string;
  line: number;
  column: number;
}

export type SiteConfig = Readonly<
  Omit<ValidatedConfig, 'docs'> & {
    /** Absolute site folder. */
    siteDir: string;
    /** Absolute output folder. */
    outDirAbs: string;
    /** Absolute static folder. */
    staticDirAbs: string;
    docs: readonly DocsInstanceConfig[];
    /** URLs the config makes every page emit (navbar, footer, logo, favicon, announcement). */
    links: readonly SourceLink[];
  }
>;

export function resolveConfig(config: ValidatedConfig, siteDir: string, links: SourceLink[] = []): SiteConfig {
  const abs = path.resolve(siteDir);
  const docs = config.docs.map((d) => ({
    id: d.id,
    dir: path.resolve(abs, d.path),
    path: d.path,
    routeBasePath: d.routeBasePath.replace(/\/+$/, '') || '/',
    label: d.label ?? d.id,
    sidebarCollapsed: d.sidebarCollapsed,
  }));
  return Object.freeze({
    ...config,
    url: config.url.replace(/\/+$/, ''),
    siteDir: abs,
    outDirAbs: path.resolve(abs, config.outDir),
    staticDirAbs: path.resolve(abs, config.staticDir),
    docs,
    links,
  });
}
