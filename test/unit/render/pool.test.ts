// Tests src/render/pool.ts's withDocBody: replacing a doc's body never reads the body it replaces (a
// cached or spilled body is a getter that reads a file).
import { describe, expect, test } from 'vitest';
import { emptyCompiled } from '../../../src/markdown/compile.js';
import { sharedGraph, withDocBody } from '../../../src/render/pool.js';
import type { DocRoute, RouteGraph } from '../../../src/routes/types.js';

/** A doc route whose body getters count their reads. */
function docWithBodyOnDisk(): { route: DocRoute; reads: string[] } {
  const reads: string[] = [];
  const markdown = Object.defineProperties(
    { ...emptyCompiled([]), headings: [{ id: 'intro', text: 'Intro', level: 1, line: 1 }] },
    {
      html: { get: () => (reads.push('html'), '<p>body</p>'), enumerable: true },
      sections: { get: () => (reads.push('sections'), [{ anchor: '', heading: '', text: 'body' }]), enumerable: true },
    },
  );
  const route = { kind: 'doc', url: '/docs/intro', doc: { markdown } } as unknown as DocRoute;
  return { route, reads };
}

describe('withDocBody', () => {
  test('replaces the body without reading the one it replaces, and keeps the other fields lazy', () => {
    const { route, reads } = docWithBodyOnDisk();
    const replaced = withDocBody(route, { html: '<p>new</p>' });
    expect(reads).toEqual([]);
    expect(replaced.doc.markdown.html).toBe('<p>new</p>');
    expect(replaced.doc.markdown.headings[0]!.text).toBe('Intro');
    expect(replaced.doc.markdown.sections).toEqual([{ anchor: '', heading: '', text: 'body' }]);
    expect(reads).toEqual(['sections']);
  });

  test('gives render workers a graph without reading any doc body', () => {
    const { route, reads } = docWithBodyOnDisk();
    const graph = { routes: new Map([[route.url, route]]) } as unknown as RouteGraph;
    const shared = sharedGraph(graph).routes.get('/docs/intro') as DocRoute;
    expect(reads).toEqual([]);
    expect(shared.doc.markdown.html).toBe('');
    expect(shared.doc.markdown.sections).toEqual([]);
  });
});
