// Runs every check on the route graph, before rendering. Each check is `(graph) => Diagnostic[]`; the
// site's switches (onBrokenLinks and friends) set their severities, `--strict` fails on warnings too.
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/index.js';
import type { RouteGraph } from '../routes/types.js';
import { checkAnchors } from './anchors.js';
import { checkDuplicates } from './duplicates.js';
import { checkLinks } from './links.js';
import { checkRoutePaths } from './route-paths.js';
import { checkKeeping, type KeptChecks } from './kept.js';
import { checkSiteDefaults } from './site-defaults.js';
import { allLinks } from './targets.js';

/** What each kind of problem does to the build (the config's Docusaurus-named switches). */
export interface CheckPolicy {
  onBrokenLinks: Policy;
  onBrokenAnchors: Policy;
  onBrokenMarkdownLinks: Policy;
  onDuplicateRoutes: Policy;
}

type Policy = 'throw' | 'warn' | 'ignore';

/** The codes each switch governs. */
const SWITCHES: Record<string, keyof CheckPolicy> = {
  'link/broken': 'onBrokenLinks',
  'anchor/missing': 'onBrokenAnchors',
  'markdown/link-to-file': 'onBrokenMarkdownLinks',
  'route/duplicate': 'onDuplicateRoutes',
};

const DEFAULT_POLICY: CheckPolicy = { onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn', onDuplicateRoutes: 'warn' };

/** Where the site's static folder is (the config's), for reports about its files. */
interface StaticFolder {
  siteDir?: string;
  staticDirAbs?: string;
}

/** Every check's problems, with the severity `policy` gives each kind (`ignore`d ones left out). */
export function runChecks(graph: RouteGraph, policy: CheckPolicy & StaticFolder = DEFAULT_POLICY): Diagnostic[] {
  // Gathered once for both link checks (a big site has hundreds of thousands).
  const links = [...allLinks(graph)];
  return withPolicy([...checkLinks(graph, links), ...checkAnchors(graph, links), ...checkDuplicates(graph), ...checkRoutePaths(graph, staticFolder(policy)), ...checkSiteDefaults(graph)], policy);
}

/**
 * runChecks for a cached build: the docs whose source is not among `changed` (site-relative paths)
 * keep the problems `last` holds for them when nothing else they depend on changed (see checkKeeping);
 * `kept` is what the next build may keep.
 */
export function runChecksKeeping(graph: RouteGraph, policy: CheckPolicy & StaticFolder, last: KeptChecks | undefined, changed: ReadonlySet<string>): { diagnostics: Diagnostic[]; kept: KeptChecks } {
  const { found, kept } = checkKeeping(graph, staticFolder(policy), last, changed);
  return { diagnostics: withPolicy(found, policy), kept };
}

function staticFolder(policy: StaticFolder): string {
  return policy.siteDir && policy.staticDirAbs ? path.relative(policy.siteDir, policy.staticDirAbs).split(path.sep).join('/') : 'static';
}

function withPolicy(found: Diagnostic[], policy: CheckPolicy): Diagnostic[] {
  return found.flatMap((diagnostic) => {
    const key = SWITCHES[diagnostic.code];
    if (!key) return [diagnostic];
    const rule = policy[key];
    return rule === 'ignore' ? [] : [{ ...diagnostic, severity: rule === 'throw' ? ('error' as const) : ('warning' as const) }];
  });
}
