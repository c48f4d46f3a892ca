// Front matter of a blog post (Docusaurus names) and the date rules posts share with file names.
// Validation only: author keys and tags are resolved against authors.yml and tags.yml in blog.ts.
import { z } from 'zod';

const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Parses `YYYY-MM-DD` or an ISO 8601 date-time; a value without a time zone is UTC (as in Docusaurus).
 * Returns undefined for anything else, including impossible days such as 2024-02-30.
 */
export function parseBlogDate(value: string): Date | undefined {
  const m = DATE.exec(value.trim());
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  if (m[4] === undefined) return check;
  const pad = (n: number) => String(n).padStart(2, '0');
  const zone = m[7] === undefined ? 'Z' : m[7].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(`${year}-${pad(month)}-${pad(day)}T${m[4]}:${m[5]}:${m[6] ?? '00'}${zone}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const dateValue = z.union([z.date(), z.string()]).refine((v) => v instanceof Date || parseBlogDate(v) !== undefined, {
  message: 'must be a date: YYYY-MM-DD or an ISO 8601 date-time such as 2026-03-04T10:00:00Z',
});

/** An author written inline in a post instead of a key of authors.yml. */
export const inlineAuthorSchema = z.strictObject({
  /** Display name. */
  name: z.string().min(1),
  /** Role shown under the name. */
  title: z.string().optional(),
  /** Link of the name. */
  url: z.string().optional(),
  /** Email address (shown as a mailto: link when there is no url). */
  email: z.string().optional(),
  /** Avatar: a file of the static folder (`/img/avatars/ana.svg`) or an absolute URL. */
  image_url: z.string().optional(),
  /** Social profiles: platform -> handle or URL (`github: ana`, `x: https://x.com/ana`). */
  socials: z.record(z.string(), z.string()).optional(),
  /** Docusaurus 3.5's author page (`true`, or `{ permalink }`): accepted; docsgen's authors page lists every author. */
  page: z.union([z.boolean(), z.strictObject({ permalink: z.string().min(1) })]).optional(),
});

const authorRef = z.union([z.string().min(1), inlineAuthorSchema]);

/** Front matter of a blog post. Unknown keys are allowed, as in docs. */
export const blogFrontMatterSchema = z.looseObject({
  /** Post title; defaults to the first `# heading`, then the file name. */
  title: z.string().optional(),
  /** Meta description, feed summary; defaults to the excerpt's first paragraph. */
  description: z.string().optional(),
  /** URL of the post below the blog's base path; defaults to the file (or folder) name without its date. */
  slug: z.string().min(1).optional(),
  /** Publication date; overrides the date in the file name. */
  date: dateValue.optional(),
  /** Authors: keys of authors.yml or inline objects, one or a list. */
  authors: z.union([authorRef, z.array(authorRef)]).optional(),
  /** Tags: keys of tags.yml, or free labels (their URL is the label's slug). */
  tags: z.array(z.string().min(1)).optional(),
  /** Social card image: a file of the static folder (`/img/card.png`) or an absolute URL. */
  image: z.string().optional(),
  /** Label in the blog sidebar (defaults to the title). */
  sidebar_label: z.string().optional(),
  /** Hide the table of contents of this post. */
  hide_table_of_contents: z.boolean().optional(),
  /** Lowest heading level in the table of contents (2..6). */
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  /** Highest heading level in the table of contents (2..6). */
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  /** Left out of the build. */
  draft: z.boolean().optional(),
  /** Built, but left out of lists, tags, archive, authors counts, sidebar, sitemap and feeds. */
  unlisted: z.boolean().optional(),
});

export type BlogFrontMatter = z.output<typeof blogFrontMatterSchema>;
export type InlineAuthor = z.output<typeof inlineAuthorSchema>;
