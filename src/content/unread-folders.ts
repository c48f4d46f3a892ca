// Folders that look like content but that the config leaves unread: `content/blog` without a `blogs:`
// entry for it. Its files would vanish from the site without a word, so it gives one warning saying
// what to add. (Docusaurus's `src/pages/` is read: content/pages.ts.)
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';

export function checkUnreadFolders(config: SiteConfig): Diagnostic[] {
  const found: Diagnostic[] = [];
  const blogDir = path.join(config.siteDir, 'content', 'blog');
  const posts = filesBelow(blogDir).filter((file) => /\.mdx?$/i.test(file));
  if (posts.length > 0 && !isRead(config, blogDir)) {
    found.push(
      createDiagnostic('blog/not-configured', {
        message: `content/blog holds ${posts.length === 1 ? '1 post' : `${posts.length} posts`}, but no \`blogs:\` entry of site.config.yaml reads it: they are not built`,
        file: 'content/blog',
        hint: 'Add to site.config.yaml: `blogs: [{ id: blog, path: content/blog, routeBasePath: /blog }]`.',
      }),
    );
  }
  return found;
}

/** Whether a folder of the config's (a docs instance, a blog) is, or holds, `dir`. */
function isRead(config: SiteConfig, dir: string): boolean {
  return config.inputPaths.some(({ abs }) => abs !== config.siteDir && (abs === dir || dir.startsWith(abs + path.sep)));
}

/** Files below `dir` (relative paths; none when it is no folder), dot files and node_modules left out. */
function filesBelow(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .filter((rel) => !rel.split(path.sep).some((name) => name.startsWith('.') || name === 'node_modules'));
  } catch {
    return [];
  }
}
