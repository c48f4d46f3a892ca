// Loads a blog's authors.yml (key -> author) and tags.yml (key -> label, permalink, description), with
// source positions so problems and the links they hold point at their line. Absent files hold none.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { slug as githubSlug } from 'github-slugger';
import { z } from 'zod';
import type { SourceLink } from '../config/resolve.js';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { relativePosix } from '../util/paths.js';
import { parseYaml, positionOf, type YamlSource } from '../util/yaml-positions.js';
import { inlineAuthorSchema, type InlineAuthor } from './blog-front-matter.js';
import type { BlogAuthor, BlogTag } from './types.js';

/** Profile URL of a social handle, by platform; a value that is already a URL is used as it is. */
const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  github: (h) => `https://github.com/${h}`,
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
};

/** How each platform is written in author cards; others are shown as written in the YAML. */
const SOCIAL_LABELS: Record<string, string> = {
  github: 'GitHub',
  x: 'X',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  bluesky: 'Bluesky',
  stackoverflow: 'Stack Overflow',
};

const tagsFileSchema = z.record(
  z.string(),
  z.union([
    z.null(),
    z.strictObject({
      /** Text of the tag (defaults to the key). */
      label: z.string().min(1).optional(),
      /** URL segment below `<base>/tags/` (defaults to the key's slug). */
      permalink: z
        .string()
        .regex(/^\/?[a-z0-9_-]+$/i, 'must be one URL segment: letters, digits, - and _')
        .optional(),
      /** Shown on the tag's page and in the tags list. */
      description: z.string().optional(),
    }),
  ]),
);

const authorsFileSchema = z.record(z.string(), inlineAuthorSchema);

interface Loaded<T> {
  value: Map<string, T>;
  diagnostics: Diagnostic[];
}

/** Reads `<dir>/authors.yml` (or `.yaml`). */
export async function loadAuthors(siteDir: string, dir: string): Promise<Loaded<BlogAuthor>> {
  const read = await readYamlFile(siteDir, dir, 'authors', authorsFileSchema);
  const value = new Map<string, BlogAuthor>();
  if (!read.data) return { value, diagnostics: read.diagnostics };
  const diagnostics = [...read.diagnostics];
  for (const [key, author] of Object.entries(read.data)) {
    const at = (p: PropertyKey[]) => ({ file: read.file, ...positionOf(read.source!, [key, ...p]) });
    const built = createAuthor(author, at, key);
    diagnostics.push(...built.diagnostics);
    value.set(key, built.author);
  }
  return { value, diagnostics };
}

/** Reads `<dir>/tags.yml` (or `.yaml`). */
export async function loadTags(siteDir: string, dir: string): Promise<Loaded<BlogTag>> {
  const read = await readYamlFile(siteDir, dir, 'tags', tagsFileSchema);
  const value = new Map<string, BlogTag>();
  for (const [key, tag] of Object.entries(read.data ?? {})) {
    value.set(key, {
      key,
      label: tag?.label ?? key,
      permalink: (tag?.permalink ?? githubSlug(key)).replace(/^\//, ''),
      ...(tag?.description ? { description: tag.description } : {}),
    });
  }
  return { value, diagnostics: read.diagnostics };
}

/**
 * An author from authors.yml or a post's front matter. `at` gives the position of a field, so links
 * (avatar, url, socials) are checked and reported where they are written.
 */
export function createAuthor(
  author: InlineAuthor,
  at: (p: PropertyKey[]) => { file: string; line: number; column: number },
  key?: string,
): { author: BlogAuthor; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const links: SourceLink[] = [];
  const link = (field: PropertyKey[], url: string) => {
    // A URL no parser accepts would crash the feed writer (issue 12): report it where it is written.
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !URL.canParse(url)) {
      diagnostics.push(
        createDiagnostic('blog/invalid-author', {
          message: `"${url.slice(0, 80)}" of author "${author.name}" is not a valid URL`,
          ...at(field),
          hint: 'Write a complete URL such as https://example.com/you, or a path of this site.',
        }),
      );
      return url;
    }
    links.push({ url, ...at(field) });
    return url;
  };
  const socials: BlogAuthor['socials'] = [];
  for (const [platform, handle] of Object.entries(author.socials ?? {})) {
    const toUrl = SOCIAL_URLS[platform.toLowerCase()];
    if (/^https?:\/\//.test(handle) || toUrl) {
      socials.push({
        platform: SOCIAL_LABELS[platform.toLowerCase()] ?? platform,
        url: link(['socials', platform], /^https?:\/\//.test(handle) ? handle : toUrl!(handle)),
      });
    } else {
      diagnostics.push(
        createDiagnostic('blog/invalid-author', {
          message: `Social "${platform}" of author "${author.name}" must be a URL`,
          ...at(['socials', platform]),
          hint: `Write the profile URL, or use one of the platforms that take a handle: ${Object.keys(SOCIAL_URLS).join(', ')}.`,
        }),
      );
    }
  }
  return {
    author: {
      ...(key ? { key } : {}),
      name: author.name,
      ...(author.title ? { title: author.title } : {}),
      ...(author.url ? { url: link(['url'], author.url) } : {}),
      ...(author.email ? { email: author.email } : {}),
      ...(author.image_url ? { imageUrl: link(['image_url'], author.image_url) } : {}),
      socials,
      links,
    },
    diagnostics,
  };
}

async function readYamlFile<S extends z.ZodType>(siteDir: string, dir: string, name: string, schema: S) {
  for (const ext of ['yml', 'yaml']) {
    const absPath = path.join(dir, `${name}.${ext}`);
    let text: string;
    try {
      text = await readFile(absPath, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const file = relativePosix(siteDir, absPath);
    const { source, problems } = parseYaml(text.replace(/^\uFEFF/, ''));
    const problem = (message: string, pos: { line: number; column: number }, hint: string): Diagnostic =>
      createDiagnostic('blog/invalid-metadata', {
        message,
        file,
        ...pos,
        hint,
      });
    if (problems.length) {
      const diagnostics = problems.map((p) => problem(`${name}.${ext} is not valid YAML: ${p.message}`, p, 'Fix the YAML syntax at this place.'));
      return { file, diagnostics };
    }
    const result = schema.safeParse(source.doc.toJS({ maxAliasCount: 100 }) ?? {});
    if (!result.success) {
      const diagnostics = result.error.issues.map((issue) =>
        problem(
          `${name}.${ext}: "${issue.path.map(String).join('.')}" ${issue.message.replace(/^Invalid input: /, '')}`,
          positionOf(source, issue.path),
          `See the ${name}.yml format under Blog in docsgen's Content and Markdown guide.`,
        ),
      );
      return { file, diagnostics };
    }
    return { file, source: source as YamlSource, data: result.data as z.output<S>, diagnostics: [] as Diagnostic[] };
  }
  return { file: undefined, diagnostics: [] as Diagnostic[] };
}
