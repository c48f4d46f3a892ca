// What raw HTML in markdown may contain: GitHub's sanitisation rules, keeping ids, classes (lists' too)
// and `data-*` attributes. No scripts, no event handlers, no javascript: URLs, and none of the data
// attributes docsgen's own client reads (a page must not be able to make itself an island).
import { defaultSchema, type Options } from 'rehype-sanitize';

const allowed = defaultSchema.attributes ?? {};

/**
 * Data attributes the theme's client code trusts (islands, props, page region, colour mode, version
 * menu, sample tabs), as hast property names. Raw HTML may not set them; test/unit/markdown checks the
 * list against every `data-*` the theme reads.
 */
export const RESERVED_DATA_ATTRIBUTES = [
  'island',
  // Islands of MDX pages (theme/mdx/Island.tsx): raw HTML must never name a script for the client to load.
  'island-src',
  'island-chunk',
  'island-children',
  'island-html',
  // MDX tabs and card lists (theme/mdx), the navbar, the API reference's deep links.
  'doc-card-list',
  'group-id',
  'query-string',
  'value',
  'navbar-hidden',
  'sidebar',
  'target',
  'props',
  'page-region',
  'has-hydrated',
  'theme',
  'theme-choice',
  'default-theme',
  'prefers-color-scheme',
  'announcement-dismissed',
  'announcement-id',
  'router',
  'version',
  'versions',
  'plugin-id',
  'preferred-version',
  'sidebar-instance',
  'ready',
  'language',
  'lang',
  // The API reference's server selector.
  'servers',
  'variable',
  // The API reference's try-it console: where a request goes, and which fields carry its parts.
  'try-method',
  'try-path',
  'try-server',
  'try-param',
  'try-in',
  'try-scheme',
  'try-name',
  'try-prefix',
  'try-body',
] as const;

/** `data-plugin-id` -> `dataPluginId`, the name hast gives the property. */
const propertyName = (attribute: string) => `data${attribute.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}`;

// An exact entry wins over `data*` (hast-util-sanitize looks for the name first); a pattern nothing
// matches then drops the value.
const NEVER = /(?!)/;
const reserved = RESERVED_DATA_ATTRIBUTES.map((name): [string, RegExp] => [propertyName(name), NEVER]);

/** GitHub's rules give lists, list items and footnote sections fixed classes only, which left `class=""`. */
const withoutFixedClasses = (tag: string) => (allowed[tag] ?? []).filter((entry) => !(Array.isArray(entry) && entry[0] === 'className'));

export const sanitizeSchema: Options = {
  ...defaultSchema,
  clobberPrefix: '',
  clobber: ['name'],
  // svg and path for admonition icons (remark-admonitions.ts): shapes only, no links, scripts or styles.
  tagNames: [...(defaultSchema.tagNames ?? []), 'abbr', 'mark', 'figure', 'figcaption', 'u', 'small', 'svg', 'path'],
  attributes: {
    ...allowed,
    '*': [...(allowed['*'] ?? []), 'className', 'id', 'title', 'lang', 'dir', 'data*', ...reserved],
    a: [...(allowed.a ?? []), 'name', 'target', 'rel'],
    img: [...(allowed.img ?? []), 'loading', 'width', 'height'],
    svg: ['viewBox', 'ariaHidden'],
    path: ['d'],
    code: [...(allowed.code ?? []), ['className', /^language-./], 'dataMeta'],
    ...Object.fromEntries(['ul', 'ol', 'li', 'section'].map((tag) => [tag, withoutFixedClasses(tag)])),
    ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => [h, [...(allowed[h] ?? []), 'dataCustomId']])),
  },
};
