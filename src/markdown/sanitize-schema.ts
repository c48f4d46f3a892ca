// What raw HTML in markdown may contain: GitHub's sanitisation rules, keeping ids and classes.
// No scripts, no event handlers, no javascript: URLs.
import { defaultSchema, type Options } from 'rehype-sanitize';

const allowed = defaultSchema.attributes ?? {};

export const sanitizeSchema: Options = {
  ...defaultSchema,
  clobberPrefix: '',
  clobber: ['name'],
  tagNames: [...(defaultSchema.tagNames ?? []), 'abbr', 'mark', 'figure', 'figcaption', 'u', 'small'],
  attributes: {
    ...allowed,
    '*': [...(allowed['*'] ?? []), 'className', 'id', 'title', 'lang', 'dir'],
    a: [...(allowed.a ?? []), 'name', 'target', 'rel'],
    img: [...(allowed.img ?? []), 'loading', 'width', 'height'],
    code: [...(allowed.code ?? []), ['className', /^language-./], 'dataMeta'],
    ...Object.fromEntries(
      ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => [h, [...(allowed[h] ?? []), 'dataCustomId']]),
    ),
  },
};
