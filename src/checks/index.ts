// Runs every check on the route graph, before rendering. Each check is `(graph) => Diagnostic[]`; the
// site's switches (onBrokenLinks and friends, api.onBrokenLinks for spec text) set their severities,
// `--strict` fails on warnings too.
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/index.js';
import type { ApiReference } from '../routes/api-types.js';
import type { RouteGraph } from '../routes/types.js';
import { checkAnchors } from './anchors.js';
import { checkDuplicates } from './duplicates.js';
import { checkLinks } from './links.js';
import { checkRoutePaths } from './route-paths.js';
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
  return withPolicy(
    [
      ...checkLinks(graph, links),
      ...checkAnchors(graph, links),
      ...checkDuplicates(graph),
      ...checkRoutePaths(graph, staticFolder(policy)),
      ...checkSiteDefaults(graph),
    ],
    policy,
    graph,
  );
}

function staticFolder(policy: StaticFolder): string {
  return policy.siteDir && policy.staticDirAbs ? path.relative(policy.siteDir, policy.staticDirAbs).split(path.sep).join('/') : 'static';
}

function withPolicy(found: Diagnostic[], policy: CheckPolicy, graph: RouteGraph): Diagnostic[] {
  const api = apiOf(graph);
  return found.flatMap((diagnostic) => {
    const key = SWITCHES[diagnostic.code];
    if (!key) return [diagnostic];
    if (api && key === 'onBrokenLinks' && diagnostic.file === api.specFile) return specLinkPolicy(diagnostic, api, policy.onBrokenLinks);
    return withRule(diagnostic, policy[key]);
  });
}

function withRule(diagnostic: Diagnostic, rule: Policy): Diagnostic[] {
  return rule === 'ignore' ? [] : [{ ...diagnostic, severity: rule === 'throw' ? ('error' as const) : ('warning' as const) }];
}

/**
 * A broken link in spec text: a vendor's spec is written for its own docs site, not this one, so it is a
 * warning unless `api.onBrokenLinks` says otherwise (or the site ignores broken links altogether), with a
 * hint naming `api.linkBase` while that is unset.
 */
function specLinkPolicy(diagnostic: Diagnostic, api: ApiReference, siteRule: Policy): Diagnostic[] {
  const rule = api.onBrokenLinks === 'error' ? 'throw' : (api.onBrokenLinks ?? (siteRule === 'ignore' ? 'ignore' : 'warn'));
  return withRule(api.linkBase ? diagnostic : { ...diagnostic, hint: LINK_BASE_HINT }, rule);
}

const LINK_BASE_HINT =
  "Spec text is often written for the API's own docs site: set api.linkBase to that site's URL (e.g. https://docs.example.com) so root-relative links point there; api.onBrokenLinks sets what these links do (warn by default).";

/** The API reference the graph holds, if any (every API route shares one). */
function apiOf(graph: RouteGraph): ApiReference | undefined {
  for (const route of graph.routes.values()) if (route.kind === 'api') return route.api;
  return undefined;
}
