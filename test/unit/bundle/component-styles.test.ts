// CSS modules as component-styles.ts scopes them: class selectors get the file's suffix, everything that
// only looks like a class (decimals, file names in url(), :global) stays as written.
import { describe, expect, test } from 'vitest';
import { scopeCssModule } from '../../../src/bundle/component-styles.js';

describe('scopeCssModule', () => {
  test('suffixes every class selector and maps each class to its scoped name', () => {
    const { css, classes } = scopeCssModule('.card { color: red }\n.card:hover > .card-title,.x.y { margin: 0 }\n', 'abc12345');
    expect(css).toBe('.card_abc12345 { color: red }\n.card_abc12345:hover > .card-title_abc12345,.x_abc12345.y_abc12345 { margin: 0 }\n');
    expect(classes).toEqual({ card: 'card_abc12345', 'card-title': 'card-title_abc12345', x: 'x_abc12345', y: 'y_abc12345' });
  });

  test('leaves decimals, url() file names and :global(...) classes alone', () => {
    const source = '.a { margin: 1.5em .5em; background: url(./img.png) url(../up/x.svg) url(a.b.png) }\n:global(.theme-dark) .a { opacity: 0.8 }\n';
    const { css, classes } = scopeCssModule(source, 's');
    expect(css).toBe('.a_s { margin: 1.5em .5em; background: url(./img.png) url(../up/x.svg) url(a.b.png) }\n.theme-dark .a_s { opacity: 0.8 }\n');
    expect(classes).toEqual({ a: 'a_s' });
  });
});

describe('scopeCssModule in nested rules', () => {
  test('scopes selectors inside @media and keeps the at-rule and quoted attribute values as written', () => {
    const { css } = scopeCssModule('@media (min-width: 996.5px) {\n  .hero { padding: 2rem }\n}\na[href$=".pdf"].doc { color: red }\n', 'h');
    expect(css).toBe('@media (min-width: 996.5px) {\n  .hero_h { padding: 2rem }\n}\na[href$=".pdf"].doc_h { color: red }\n');
  });
});
