// Which names of a site folder are never published, served or read as an asset: dot files and dot folders
// (`.git`, `.env*`, `.npmrc`, `.ssh`…) and `node_modules`. One rule for the loaders and both servers.

/**
 * `.well-known` (RFC 8615) is the one dot folder meant for the public: `security.txt`, app-link files.
 */
const PUBLIC_DOT_NAMES = new Set(['.well-known']);

/**
 * The first segment of a relative path (or URL path) that makes it private: a name starting with `.`
 * other than `.well-known`, or `node_modules` (any case: macOS and Windows read `Node_Modules` as the
 * same folder). `.` and `..` segments and empty ones are navigation, not names, and are passed over: the
 * caller resolves them first. Both `/` and `\` separate segments.
 */
export function privateSegment(relative: string): string | undefined {
  for (const segment of relative.split(/[\\/]/)) {
    if (segment === '' || segment === '.' || segment === '..') continue;
    if (segment.startsWith('.') && !PUBLIC_DOT_NAMES.has(segment.toLowerCase())) return segment;
    if (segment.toLowerCase() === 'node_modules') return segment;
  }
  return undefined;
}
