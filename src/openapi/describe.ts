// Turns spec descriptions (CommonMark) into sanitised hast through the markdown pipeline, collecting
// their links with spec positions and their ids. Identical texts are parsed once.
import type { Root } from 'hast';
import { dropPositions, parseMarkdown } from '../markdown/pipeline.js';
import type { LinkRef } from '../markdown/types.js';
import type { JsonPath } from './schema-tree.js';

export interface Descriptions {
  describe: (text: string, path: JsonPath | undefined) => Root;
  /** Links found, with their lines in the spec file once `finish` ran. */
  links: LinkRef[];
  /** Computes the links' positions, all in one pass over the spec. */
  finish: () => void;
  /** Ids the rendered descriptions define (headings, raw HTML ids). */
  anchors: Set<string>;
}

/** Links with a scheme or protocol-relative ones leave the site (the same rule as routes/urls.ts). */
const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** Plain text without markdown syntax skips the pipeline. */
const PLAIN = /^[^`*_[\]<>#|\\&!~\n]*$/;

export function createDescriptions(options: {
  file: string;
  locateAll: (paths: JsonPath[]) => { line: number; column: number }[];
}): Descriptions {
  const pending: { links: LinkRef[]; path: JsonPath | undefined; multiline: boolean }[] = [];
  const cache = new Map<string, Root>();
  const links: LinkRef[] = [];
  const anchors = new Set<string>();
  const describe = (text: string, path: JsonPath | undefined): Root => {
    const cached = cache.get(text);
    if (cached) return cached;
    let tree: Root;
    if (PLAIN.test(text) && !/^\s*([-+*]|\d+[.)])\s/.test(text)) {
      tree = { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text.trim() }] }] };
    } else {
      const result = parseMarkdown(text, { file: options.file });
      tree = result.tree;
      dropPositions(tree);
      for (const id of result.anchors) anchors.add(id);
      const internal = result.links.filter((l) => !EXTERNAL.test(l.url));
      // Positions only for links the checks look at, computed together in `finish`.
      if (internal.length) pending.push({ links: internal, path, multiline: text.includes('\n') });
    }
    cache.set(text, tree);
    return tree;
  };
  const finish = () => {
    const located = pending.filter((p) => p.path);
    const positions = options.locateAll(located.map((p) => p.path!));
    const at = new Map(located.map((p, i) => [p, positions[i]!]));
    for (const entry of pending.splice(0)) {
      const pos = at.get(entry) ?? { line: 1, column: 1 };
      // A multi-line description is a block scalar: its text starts on the line after the key.
      const offset = entry.multiline ? pos.line : pos.line - 1;
      for (const link of entry.links) {
        links.push({ ...link, line: link.line + offset, column: entry.multiline ? link.column : pos.column + link.column - 1 });
      }
    }
  };
  return { describe, links, anchors, finish };
}
