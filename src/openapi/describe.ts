// Turns spec descriptions (CommonMark) into SpecText through the markdown stage, like any markdown body:
// sanitised HTML whose link slots are numbered across the whole spec, so the route graph resolves the
// spec's links as one list. Collects the links with spec positions and the ids. Identical texts are
// compiled once.
import { compileMarkdown, SPEC_MARKER } from '../markdown/compile.js';
import type { LinkRef } from '../markdown/types.js';
import type { SpecText } from '../../theme/props.js';
import { squash } from '../markdown/plain-text.js';
import type { JsonPath } from './schema-tree.js';

export interface Descriptions {
  describe: (text: string, path: JsonPath | undefined) => SpecText;
  /** Every link of every description, in slot order, with its line in the spec file once `finish` ran. */
  links: LinkRef[];
  /** Computes the links' positions, all in one pass over the spec. */
  finish: () => void;
  /** Ids the rendered descriptions define (headings, raw HTML ids). */
  anchors: Set<string>;
}

/** Plain text without markdown syntax skips the pipeline. */
const PLAIN = /^[^`*_[\]<>#|\\&!~\n]*$/;

export function createDescriptions(options: { file: string; locateAll: (paths: JsonPath[]) => { line: number; column: number }[] }): Descriptions {
  const pending: { links: readonly LinkRef[]; path: JsonPath | undefined; multiline: boolean }[] = [];
  const cache = new Map<string, SpecText>();
  let slots = 0;
  const anchors = new Set<string>();
  const describe = (written: string, path: JsonPath | undefined): SpecText => {
    const cached = cache.get(written);
    if (cached) return cached;
    // The slot marker never occurs in a description, so no text can pose as a slot.
    const text = written.replaceAll(SPEC_MARKER, '');
    let value: SpecText;
    if (PLAIN.test(text) && !/^\s*([-+*]|\d+[.)])\s/.test(text)) {
      const inline = escapeText(text.trim());
      value = { html: `<p>${inline}</p>`, inline, text: squash(text) };
    } else {
      const compiled = compileMarkdown(text, { file: options.file, marker: SPEC_MARKER, slotBase: slots, inline: true });
      slots += compiled.links.length;
      for (const id of compiled.anchors) anchors.add(id);
      pending.push({ links: compiled.links, path, multiline: text.includes('\n') });
      const plain = compiled.sections.map((s) => (s.heading ? `${s.heading} ${s.text}` : s.text)).join(' ');
      value = { html: compiled.html, ...(compiled.inline !== undefined ? { inline: compiled.inline } : {}), text: squash(plain) };
    }
    cache.set(written, value);
    return value;
  };
  const links: LinkRef[] = [];
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

const TEXT_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text escaped as React escapes it, so a plain description reads exactly as a parsed one would. */
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => TEXT_ENTITIES[c]!);
}
