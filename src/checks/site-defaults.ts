// Problems of a site as a whole that build fine but look broken to its readers: no home page (the site's
// address shows the not-found page) and a spec without servers (samples call a placeholder host).
// One warning each, with the fix; read from the route graph alone.
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import type { RouteGraph } from '../routes/types.js';

export function checkSiteDefaults(graph: RouteGraph): Diagnostic[] {
  const found: Diagnostic[] = [];
  if (!graph.routes.has('/')) {
    found.push(
      createDiagnostic('page/no-home', {
        message: 'The site has no home page: its address (/) shows the not-found page',
        hint: 'Add content/pages/index.md whose front matter holds `hero: { title: My Project, actions: [{ label: Get started, href: /docs }] }` (a hero gives the home page layout), or give a docs instance `routeBasePath: /`.',
      }),
    );
  }
  for (const route of graph.routes.values()) {
    if (route.kind !== 'api' || !route.overview || route.api.model.servers.length > 0) continue;
    found.push(
      createDiagnostic('spec/no-servers', {
        message: 'The spec lists no servers: request samples call the placeholder https://api.example.com',
        file: route.api.specFile,
        line: 1,
        column: 1,
        hint: "Add the API's address at the top level of the spec, such as `servers: [{ url: https://api.example.com/v1 }]`.",
      }),
    );
  }
  return found;
}
