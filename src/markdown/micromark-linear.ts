// Makes micromark's inline pass linear: imported for its effect by the markdown and MDX parsers, before
// they parse anything. It changes no parse result, only how adjacent `data` events are merged.
//
// Two places make micromark 4 quadratic on documents a site may well have (issue 38):
// - it merges each run of adjacent `data` events of inline text with one `splice` of the whole event
//   list (initialize/text.js, `resolveAllText`): a paragraph with a failed `]` or `(` every few
//   characters (`a[0] `, `[a](`). The runs are merged here in one pass first, in
//   place, so micromark's own pass finds nothing left to splice;
// - every edit of the event list (EditMap.consume: each list or quote that ends) copies the whole list,
//   the part before the first edit included, on every page of many short lists. Here that
//   part stays where it is.
// Emphasis has a module of its own (micromark-attention.ts), imported here.
// Neither module is among its package's exports, so each is reached by its path (bundling, dist/, and
// Node resolve it to the file micromark itself imports), in both of the builds each package ships: the
// default one, and the `development` one (with assertions) that Vite and vitest pick.
import type { Event, InitialConstruct, Resolver } from 'micromark-util-types';
import * as textDev from '../../node_modules/micromark/dev/lib/initialize/text.js';
import * as textDefault from '../../node_modules/micromark/lib/initialize/text.js';
import { EditMap as EditMapDev } from '../../node_modules/micromark-util-edit-map/dev/index.js';
import { EditMap as EditMapDefault } from '../../node_modules/micromark-util-edit-map/index.js';
import './micromark-attention.js';

const WRAPPED = Symbol.for('docsgen.micromark-linear');

/** Keeps the first `data` token of each run of adjacent ones, ending where the run ends (as micromark does). */
export function mergeDataRuns(events: Event[]): Event[] {
  let write = 0;
  let read = 0;
  while (read < events.length) {
    if (events[read]![1].type !== 'data') {
      events[write++] = events[read++]!;
      continue;
    }
    let end = read;
    while (end < events.length && events[end]![1].type === 'data') end++;
    // A data token has no children: its enter and exit events are adjacent.
    if (end - read > 2) events[read]![1].end = events[end - 1]![1].end;
    events[write++] = events[read]!;
    if (end - read > 1) events[write++] = events[read + 1]!;
    read = end;
  }
  events.length = write;
  return events;
}

function wrap(construct: { resolveAll?: Resolver | undefined } & Partial<Record<typeof WRAPPED, true>>): void {
  const original = construct.resolveAll;
  if (!original || construct[WRAPPED]) return;
  construct.resolveAll = (events, context) => original(mergeDataRuns(events), context);
  construct[WRAPPED] = true;
}

for (const { text, string, resolver } of [textDefault, textDev]) for (const construct of [text, string, resolver] as InitialConstruct[]) wrap(construct);

/** EditMap.consume without copying the events before the first edit (same result). */
function consume(this: EditMapDefault, events: Event[]): undefined {
  const edits = this.map;
  if (edits.length === 0) return;
  edits.sort((a, b) => a[0] - b[0]);
  // From the last edit back: the events after each edit, then what it adds; the list is cut to its start.
  const pieces: Event[][] = [];
  for (let i = edits.length - 1; i >= 0; i--) {
    const [at, remove, add] = edits[i]!;
    pieces.push(events.slice(at + remove), add);
    events.length = at;
  }
  for (let i = pieces.length - 1; i >= 0; i--) for (const event of pieces[i]!) events.push(event);
  edits.length = 0;
  this.index.clear();
}

for (const EditMap of [EditMapDefault, EditMapDev]) {
  const prototype = EditMap.prototype as EditMapDefault & Partial<Record<typeof WRAPPED, true>>;
  if (prototype[WRAPPED]) continue;
  prototype.consume = consume;
  prototype[WRAPPED] = true;
}
