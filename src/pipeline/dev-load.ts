// The full load behind DevSite.load (`docsgen dev`): the config read, the theme and the stylesheets
// bundled beside the site's load (docs as heads when asked), and the docs held for changes file by
// file, keeping whole the docs a background parse already parsed.
import type { ParseCache } from '../content/parse-cache.js';
import { loadConfig } from '../config/load.js';
import type { SiteConfig } from '../config/resolve.js';
import { bundleStylesheets } from '../bundle/stylesheets.js';
import type { Diagnostic } from '../diagnostics/index.js';
import type { RouteGraph } from '../routes/types.js';
import { bundleTheme, type ExtraAssets, type ThemeBundle } from './client-assets.js';
import type { SourceTexts } from './dev-context.js';
import { DevDocs } from './dev-docs.js';
import type { Built } from './dev-types.js';
import { loadSite, type LoadedSite } from './load-site.js';
import type { Run } from './run.js';

/** What DevSite holds between loads, as a load reads it. */
export interface DevHeld {
  cache: ParseCache;
  texts: SourceTexts;
  /** The build being replaced (its theme bundle is reused when asked). */
  previous: Built | undefined;
  /** The docs held now, read once the site has loaded. */
  docs: () => DevDocs | undefined;
  /** Whether a doc was parsed whole at its latest save (DevSchedule.parsedLatest). */
  parsedLatest: (file: string) => boolean;
}

/** A loaded site, before DevSite takes it: the parts of its next Built and the docs it holds. */
export interface DevLoad {
  config: SiteConfig;
  /** The graph of the load (built again from `docs` when `kept`). */
  graph: RouteGraph;
  content: NonNullable<LoadedSite['content']>;
  docs: DevDocs;
  /** Whether docs parsed whole before stayed whole (heads-only loads during the background parse). */
  kept: boolean;
  themeBundle: ThemeBundle;
  extra: ExtraAssets;
  otherProblems: Diagnostic[];
}

/** Loads the whole site; undefined (with the diagnostics in `run`) when it has errors. */
export async function loadForDev(
  siteDir: string,
  options: { headsOnly?: boolean; reuseTheme?: boolean },
  held: DevHeld,
  run: Run,
): Promise<DevLoad | undefined> {
  const config = await loadConfig(siteDir);
  const themeBundle = options.reuseTheme && held.previous ? held.previous.themeBundle : bundleTheme(config.siteDir);
  const bundling = Promise.resolve(themeBundle);
  bundling.catch(() => undefined);
  const styling = bundleStylesheets(config);
  styling.catch(() => undefined);
  const { graph, islands, componentStyles, content } = await loadSite(
    config,
    { cache: held.cache, readText: held.texts.read, headsOnly: options.headsOnly === true },
    run,
  );
  if (!graph || !content) return undefined;
  const stylesheets = await styling;
  run.report(stylesheets.diagnostics);
  if (run.failed()) return undefined;
  const ofDocs = new Set(content.docs.flatMap((d) => d.diagnostics));
  const otherProblems = run.diagnostics.filter((d) => !ofDocs.has(d));
  const docs = new DevDocs(siteDir, content.docs, content.input.instances);
  // Loaded as heads while the background parse runs: docs parsed whole before, and not saved since, stay whole.
  const before = held.docs();
  const kept = options.headsOnly === true && before !== undefined && docs.keepParsed(before, held.parsedLatest);
  if (kept) await docs.assemble(undefined);
  const built = await bundling;
  const extra: ExtraAssets = {
    islands,
    stylesheets: { css: [...componentStyles.css, ...stylesheets.value.css], files: [...componentStyles.files, ...stylesheets.value.files] },
  };
  return { config, graph, content, docs, kept, themeBundle: built, extra, otherProblems };
}
