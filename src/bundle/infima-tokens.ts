// Docusaurus sites brand themselves with Infima's variables (`--ifm-color-primary` and friends, set in
// their custom CSS for each colour mode). A site stylesheet that sets them gets a rule that points the
// theme's tokens at them, so the site keeps its colours and fonts in both modes.

/** Infima variables -> the theme tokens (theme/styles/tokens.css) they stand for; later rows win. */
const TOKENS: readonly (readonly [string, readonly string[]])[] = [
  ['--ifm-color-primary', ['--color-primary', '--color-link', '--color-focus']],
  ['--ifm-color-primary-dark', ['--color-primary-hover']],
  ['--ifm-link-color', ['--color-link']],
  ['--ifm-background-color', ['--color-bg', '--color-surface']],
  ['--ifm-background-surface-color', ['--color-surface']],
  ['--ifm-font-color-base', ['--color-text']],
  ['--ifm-font-family-base', ['--font-sans']],
  ['--ifm-font-family-monospace', ['--font-mono']],
  ['--ifm-navbar-height', ['--navbar-height']],
  ['--ifm-global-radius', ['--radius']],
  ['--ifm-code-background', ['--color-code-inline-bg']],
  ['--docusaurus-highlighted-code-line-bg', ['--color-code-highlight']],
];

/**
 * The rule mapping the theme's tokens onto the Infima variables `css` sets ('' when it sets none). On
 * `html:root`, which outweighs the theme's `:root` and `[data-theme='dark']`; each token reads the
 * variable where the site's own rules set it, per colour mode.
 */
export function infimaTokenRule(css: string): string {
  const defined = new Set([...css.matchAll(/(--(?:ifm|docusaurus)-[\w-]+)\s*:/g)].map((m) => m[1]!));
  const declarations = new Map<string, string>();
  for (const [variable, tokens] of TOKENS) {
    if (!defined.has(variable)) continue;
    for (const token of tokens) declarations.set(token, `var(${variable})`);
  }
  if (declarations.size === 0) return '';
  return `html:root{${[...declarations].map(([token, value]) => `${token}:${value}`).join(';')}}\n`;
}
