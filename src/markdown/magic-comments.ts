// Docusaurus's magic comments in code blocks: a line holding only a comment such as
// `// highlight-next-line`, `# highlight-start` or `<!-- highlight-end -->` is removed from the code and
// gives lines a class. The comment forms follow the block's language, as Docusaurus's
// `getAllMagicCommentDirectiveStyles` chooses them (theme-common's codeBlockUtils.ts).

/** One kind of magic comment, in the shape of Docusaurus's `prism.magicComments` entries. */
export interface MagicComment {
  /** Class the marked lines get. The first entry's class is also the one `{1,3-5}` ranges give. */
  className: string;
  /** Comment that marks the line after it. */
  line?: string;
  /** Comments that open and close a run of marked lines. */
  block?: { start: string; end: string };
}

/** Docusaurus's default, with docsgen's highlighted-line class. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [
  { className: 'code-line--highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

// Comment syntaxes as regex sources: [start, end].
const COMMENTS = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;

type CommentKind = keyof typeof COMMENTS;

const POPULAR: CommentKind[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** The comment forms a language's code may use; languages not named get the popular ones. */
const KINDS_BY_LANGUAGE: Record<string, CommentKind[]> = {
  ...Object.fromEntries(['js', 'javascript', 'ts', 'typescript'].map((l) => [l, ['js', 'jsBlock']])),
  ...Object.fromEntries(['jsx', 'tsx'].map((l) => [l, ['js', 'jsBlock', 'jsx']])),
  html: ['js', 'jsBlock', 'html'],
  ...Object.fromEntries(['python', 'py', 'bash'].map((l) => [l, ['bash']])),
  // Text uses HTML comments, front matter YAML ones.
  ...Object.fromEntries(['markdown', 'md'].map((l) => [l, ['html', 'jsx', 'bash']])),
  ...Object.fromEntries(['tex', 'latex', 'matlab'].map((l) => [l, ['tex']])),
  ...Object.fromEntries(['lua', 'haskell'].map((l) => [l, ['lua']])),
  sql: ['lua', 'jsBlock'],
  wasm: ['wasm'],
  ...Object.fromEntries(['vb', 'vba', 'visual-basic'].map((l) => [l, ['vb', 'rem']])),
  vbnet: ['vbnet', 'rem'],
  batch: ['rem'],
  basic: ['rem', 'f90'],
  fsharp: ['js', 'ml'],
  ...Object.fromEntries(['ocaml', 'sml'].map((l) => [l, ['ml']])),
  fortran: ['f90'],
  cobol: ['cobol'],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Patterns by comment set and language: a page has many blocks, a site one comment set.
const patterns = new WeakMap<readonly MagicComment[], Map<string, RegExp>>();

function directivePattern(language: string, comments: readonly MagicComment[]): RegExp {
  let byLanguage = patterns.get(comments);
  if (!byLanguage) patterns.set(comments, (byLanguage = new Map()));
  let pattern = byLanguage.get(language);
  if (!pattern) {
    const names = comments
      .flatMap((c) => [c.line, c.block?.start, c.block?.end])
      .filter((n): n is string => !!n)
      .map(escapeRegExp);
    const forms = (KINDS_BY_LANGUAGE[language] ?? POPULAR).map((kind) => {
      const [start, end] = COMMENTS[kind];
      return `(?:${start}\\s*(${names.join('|')})\\s*${end})`;
    });
    // The comment must be alone on its line (white space aside).
    pattern = new RegExp(`^\\s*(?:${forms.join('|')})\\s*$`);
    byLanguage.set(language, pattern);
  }
  return pattern;
}

/**
 * Removes the magic comment lines of `code` and returns the classes of the remaining lines (0-based).
 * A line directive marks the next line; a block marks the lines between its start and end comments
 * (an unclosed block marks nothing, and blocks of one kind do not nest, as in Docusaurus).
 */
export function applyMagicComments(code: string, language: string, comments: readonly MagicComment[]): { code: string; classes: Map<number, string[]> } {
  const classes = new Map<number, string[]>();
  if (!comments.some((c) => c.line || c.block)) return { code, classes };
  const pattern = directivePattern(language, comments);
  const mark = (index: number, className: string) => {
    const list = classes.get(index) ?? [];
    if (!list.includes(className)) list.push(className);
    classes.set(index, list);
  };
  const kept: string[] = [];
  const starts = new Map<string, number>();
  for (const line of code.split('\n')) {
    const directive = pattern
      .exec(line)
      ?.slice(1)
      .find((group) => group !== undefined);
    if (directive === undefined) {
      kept.push(line);
      continue;
    }
    const comment = comments.find((c) => c.line === directive || c.block?.start === directive || c.block?.end === directive)!;
    if (comment.line === directive) mark(kept.length, comment.className);
    else if (comment.block?.start === directive) starts.set(comment.className, kept.length);
    else for (let i = starts.get(comment.className) ?? 0; i < kept.length; i++) mark(i, comment.className);
  }
  return { code: kept.join('\n'), classes };
}
