// Tests src/render/page-key.ts and the body stand-ins of src/render/rendered-markdown.ts: a page's key
// is a function of what its props say, not of which objects hold it (a sidebar's shared items are hashed
// once and stood for by their digest), it changes with anything the page shows, collapsed categories'
// labels and the marked path included, and a cached body stands in by its parse's name and its links.
import { describe, expect, test } from 'vitest';
import type { DocPageProps, SidebarItem } from '../../../theme/props.js';
import { pageKey } from '../../../src/render/page-key.js';
import { bodyStandIn, renderedMarkdown } from '../../../src/render/rendered-markdown.js';
import { BODY_KEY } from '../../../src/markdown/body-key.js';
import type { CompiledMarkdown } from '../../../src/markdown/compile.js';
import { ownUrl } from '../../../src/util/safe-url.js';

const link = (label: string, href: string, active = false): SidebarItem => ({ type: 'link', label, href: ownUrl(href), active });
const category = (label: string, items: SidebarItem[], active = false): SidebarItem => ({
  type: 'category',
  label,
  items,
  collapsible: true,
  collapsed: !active,
  active,
  current: false,
});

/** A doc page whose sidebar holds a collapsed category and an open one with this page marked. */
function docProps(options: { collapsedLabel?: string; sibling?: string; shared?: SidebarItem } = {}): DocPageProps {
  const collapsed = options.shared ?? category(options.collapsedLabel ?? 'Reference', []);
  return {
    kind: 'doc',
    url: ownUrl('/docs/guides/b'),
    title: 'B',
    canonical: ownUrl('https://example.com/docs/guides/b'),
    chrome: {} as DocPageProps['chrome'],
    content: { html: '<p>Body</p>', startsWithH1: false },
    toc: [],
    hideTableOfContents: false,
    breadcrumbs: [],
    sidebar: {
      instanceId: 'docs',
      name: 'docs',
      items: [collapsed, category('Guides', [link(options.sibling ?? 'A', '/docs/guides/a'), link('B', '/docs/guides/b', true)], true)],
    },
  };
}

describe('pageKey', () => {
  test('equal props give equal keys, whichever objects hold them (shared items included)', () => {
    const shared = category('Reference', []);
    // The shared item is hashed on first sight and then stood for by its digest.
    const first = pageKey(docProps({ shared }), 'v1');
    expect(pageKey(docProps({ shared }), 'v1')).toBe(first);
    expect(pageKey(docProps(), 'v1')).toBe(first);
    expect(pageKey(docProps({ shared: category('Reference', []) }), 'v1')).toBe(first);
  });

  test("changes with a collapsed category's label, a sibling's label, the body and the version", () => {
    const base = pageKey(docProps(), 'v1');
    expect(pageKey(docProps({ collapsedLabel: 'API' }), 'v1')).not.toBe(base);
    expect(pageKey(docProps({ sibling: 'A, renamed' }), 'v1')).not.toBe(base);
    expect(pageKey({ ...docProps(), content: { html: '<p>Body!</p>', startsWithH1: false } }, 'v1')).not.toBe(base);
    expect(pageKey(docProps(), 'v2')).not.toBe(base);
  });

  test('leaves the chrome to the version', () => {
    const props = docProps();
    expect(pageKey({ ...props, chrome: { title: 'Other' } as DocPageProps['chrome'] }, 'v1')).toBe(pageKey(props, 'v1'));
  });
});

describe('bodyStandIn', () => {
  const compiled = (html: string, key?: string): CompiledMarkdown => {
    const value = {
      html,
      marker: '\u0002',
      startsWithH1: false,
      headings: [],
      anchors: [],
      links: [{ url: './a.md' }],
      sections: [],
      diagnostics: [],
    } as unknown as CompiledMarkdown;
    return key === undefined ? value : Object.defineProperty(value, BODY_KEY, { value: key });
  };

  test("a cached body stands in by its parse's name and the URLs of its slots, without its HTML being read", () => {
    const body = compiled('<a href="\u00020\u0002">A</a>', 'entry-1');
    Object.defineProperty(body, 'html', {
      get: () => {
        throw new Error('read');
      },
    });
    const standIn = bodyStandIn(body, ['/docs/a']);
    expect(standIn).toEqual({ html: '\0entry-1\0html\0["/docs/a"]', startsWithH1: false });
    expect(bodyStandIn(body, ['/docs/moved']).html).not.toBe(standIn.html);
    expect(bodyStandIn(body, ['/docs/a'], 'excerpt').html).not.toBe(standIn.html);
  });

  test('a body parsed without the cache stands for itself, filled', () => {
    const body = compiled('<a href="\u00020\u0002">A</a>');
    expect(bodyStandIn(body, ['/docs/a'])).toEqual(renderedMarkdown(body, ['/docs/a']));
    expect(bodyStandIn(body, ['/docs/a']).html).toBe('<a href="/docs/a">A</a>');
  });
});
