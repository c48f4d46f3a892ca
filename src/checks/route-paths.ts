// Reports routes whose URL cannot be written as a file: a path segment over 255 bytes (a huge `slug`,
// category label or tag), which every common file system refuses (issue 12: it crashed the write stage).
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/index.js';
import type { Route, RouteGraph } from '../routes/types.js';

/** Longest file or folder name ext4, APFS and NTFS accept, in bytes. */
export const MAX_SEGMENT_BYTES = 255;

export function checkRoutePaths(graph: RouteGraph): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const route of graph.routes.values()) {
    const long = route.url.split('/').find((segment) => Buffer.byteLength(decodeSafely(segment)) > MAX_SEGMENT_BYTES);
    if (!long) continue;
    diagnostics.push({
      code: 'route/invalid',
      severity: 'error',
      message: `The route ${route.url.slice(0, 80)}… has a path segment of ${Buffer.byteLength(long)} bytes, more than a file name can hold (${MAX_SEGMENT_BYTES})`,
      file: sourceOf(route, graph),
      line: 1,
      column: 1,
      hint: 'Shorten the slug, title, label or tag that makes this URL.',
    });
  }
  return diagnostics;
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The file that makes the route: its source, the category's _category_.yml, or a post with the tag. */
function sourceOf(route: Route, graph: RouteGraph): string {
  if (route.source) return route.source;
  const routes = [...graph.routes.values()];
  if (route.kind === 'category-index') {
    const member = routes.find(
      (r) => r.kind === 'doc' && r.instanceId === route.instanceId && r.source && `/${path.posix.dirname(r.source)}/`.includes(`/${route.categoryDir}/`),
    );
    if (member?.source) {
      const at = member.source.indexOf(`${route.categoryDir}/`);
      return `${member.source.slice(0, at)}${route.categoryDir}/_category_.yml`;
    }
  }
  if (route.kind === 'blog-tag') {
    const post = route.postUrls.map((url) => graph.routes.get(url)).find((r) => r?.source);
    if (post?.source) return post.source;
  }
  return 'site.config.yaml';
}
