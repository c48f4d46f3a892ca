// Admonitions carry their type's icon, an inline SVG hidden from assistive technology, in every way a page
// can write one: `:::type` in markdown (with and without raw HTML, which is sanitised) and MDX's
// <Admonition>, whose paths must stay those of the markdown stage.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { compileMarkdown } from '../../src/markdown/compile.js';
import { ADMONITION_ICONS, ADMONITION_TYPES } from '../../src/markdown/remark-admonitions.js';
import Admonition, { ICONS } from '../../theme/mdx/Admonition.js';

const icon = (type: keyof typeof ADMONITION_ICONS) =>
  `<svg class="admonition__icon" viewBox="0 0 24 24" aria-hidden="true"><path d="${ADMONITION_ICONS[type]}"></path></svg>`;

describe('admonition icons', () => {
  test('each type has its own icon; NOTE and INFO differ', () => {
    expect(new Set(ADMONITION_TYPES.filter((t) => t !== 'caution').map((t) => ADMONITION_ICONS[t])).size).toBe(5);
    expect(ADMONITION_ICONS.note).not.toBe(ADMONITION_ICONS.info);
  });

  test('markdown puts the icon first in the heading, before a custom title too', () => {
    const { html } = compileMarkdown(':::note\nBody\n:::\n\n:::info[Read **this**]\nBody\n:::\n', { file: 'a.md' });
    expect(html).toContain(`<div class="admonition__heading">${icon('note')}Note</div>`);
    expect(html).toContain(`<div class="admonition__heading">${icon('info')}Read <strong>this</strong></div>`);
  });

  test('the icon survives sanitising on a page with raw HTML', () => {
    const { html } = compileMarkdown('<span>raw</span>\n\n:::danger\nBody\n:::\n', { file: 'a.md' });
    expect(html).toContain(`<div class="admonition__heading">${icon('danger')}Danger</div>`);
  });

  test("raw HTML's svg keeps only shapes: no script, link, event handler or style", () => {
    const { html } = compileMarkdown('<svg onload="x()" style="a"><script>x()</script><a href="javascript:x()"><path d="M0 0" onclick="y()"/></a></svg>\n', {
      file: 'a.md',
    });
    expect(html).not.toMatch(/onload|onclick|script|javascript|style/);
  });

  test('<Admonition> in MDX draws the same paths', () => {
    expect(ICONS).toEqual(ADMONITION_ICONS);
    expect(
      renderToStaticMarkup(
        <Admonition type="warning" title="Careful">
          x
        </Admonition>,
      ),
    ).toContain(`<div class="admonition__heading">${icon('warning')}Careful</div>`);
  });
});

describe("Docusaurus's other admonition keywords", () => {
  test(':::important, :::secondary and :::success are drawn as info, note and tip under their own titles', () => {
    const { html, diagnostics } = compileMarkdown(':::important\nA\n:::\n\n:::secondary\nB\n:::\n\n:::success Done\nC\n:::\n', { file: 'a.md' });
    expect(diagnostics).toEqual([]);
    expect(html).toContain(`<div class="admonition admonition-info"><div class="admonition__heading">${icon('info')}Important</div>`);
    expect(html).toContain(`<div class="admonition admonition-note"><div class="admonition__heading">${icon('note')}Secondary</div>`);
    expect(html).toContain(`<div class="admonition admonition-tip"><div class="admonition__heading">${icon('tip')}Done</div>`);
    expect(renderToStaticMarkup(<Admonition type="important">x</Admonition>)).toContain(
      `<div class="admonition admonition-info"><div class="admonition__heading">${icon('info')}Important</div>`,
    );
  });

  test('an unknown type is shown as text with a markdown/unknown-admonition warning at its line', () => {
    const { html, diagnostics } = compileMarkdown('Intro.\n\n:::importnt\nBody\n:::\n', { file: 'docs/a.md', lineOffset: 3 });
    expect(html).toContain(':::importnt');
    expect(html).not.toContain('class="admonition');
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.column, d.message])).toEqual([
      ['markdown/unknown-admonition', 'warning', 6, 1, ':::importnt is no admonition type; the block is shown as text'],
    ]);
    expect(diagnostics[0]!.hint).toContain(':::important');
  });
});
