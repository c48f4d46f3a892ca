// Every diagnostic code docsgen emits, with its default severity. Tests and docs refer to these codes.

export const codes = {
  'config/not-found': 'error',
  'config/yaml': 'error',
  'config/invalid': 'error',
  'config/unknown-key': 'error',
  'front-matter/yaml': 'error',
  'front-matter/invalid': 'error',
  'category/invalid': 'error',
  'markdown/invalid': 'error',
  'markdown/link-to-file': 'warning',
  'link/broken': 'error',
  'anchor/missing': 'warning',
  'route/duplicate': 'warning',
  'route/invalid': 'error',
  'image/missing': 'error',
  'blog/invalid-metadata': 'error',
  'blog/invalid-author': 'error',
  'blog/unknown-author': 'error',
  'blog/invalid-date': 'error',
  'blog/missing-date': 'error',
  'spec/invalid': 'error',
  'theme/compile': 'error',
  'build/failed': 'error',
  'output/unsafe': 'error',
  'asset/outside-site': 'error',
  'symlink/outside-site': 'warning',
  'spec/external-ref': 'error',
} as const;

export type DiagnosticCode = keyof typeof codes;
