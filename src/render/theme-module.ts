// A compiled theme module (bundle/theme.ts makes it), imported for rendering: in the main thread, or in
// each render worker. Only reads the module's exports.
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import type { PageProps } from '../../theme/props.js';
import { importModule } from '../util/import-module.js';

export interface Theme {
  App: ComponentType<{ props: PageProps }>;
  colorModeScript: string;
  announcementScript: string;
  /** The home page's base-URL banner script for a base URL (absent from themes that do not export it). */
  baseUrlBannerScript?: (baseUrl: string) => string;
  /** Folder the theme was compiled from. */
  dir: string;
  /** The compiled module, which render workers import. */
  modulePath: string;
}

/** Imports a compiled theme module. */
export async function importTheme(compiled: { modulePath: string; dir: string }): Promise<Theme> {
  const mod = await importModule<Omit<Theme, 'dir' | 'modulePath'>>(pathToFileURL(compiled.modulePath).href);
  return {
    App: mod.App,
    colorModeScript: mod.colorModeScript,
    announcementScript: mod.announcementScript,
    ...(mod.baseUrlBannerScript ? { baseUrlBannerScript: mod.baseUrlBannerScript } : {}),
    dir: compiled.dir,
    modulePath: compiled.modulePath,
  };
}
