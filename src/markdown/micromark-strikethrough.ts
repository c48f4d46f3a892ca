// GFM strikethrough (`~`, `~~`) resolved in linear time, with the same events micromark-extension-gfm-
// strikethrough makes. Its resolver walks back over every event of the paragraph for each closing run
// and splices the whole event list for each match, so a 250 kB paragraph of `~~a~ ` took 88 s and one
// of `x~y ` 2.4 s per 80 kB (issue 38).
//
// Here the runs that may open wait on one stack per length (a closer takes the nearest opener of its
// length, and the runs between become text), and each match replaces its events in a linked list. What
// a match holds is resolved as the extension resolves it (the `insideSpan` resolvers on that slice), so
// nested strikethrough costs the slice once per level: deeper than MAX_STRIKETHROUGH_DEPTH throws a
// SlowShapeError.
import type { Construct, Event, Extension, Resolver, Token, TokenizeContext } from 'micromark-util-types';
import { linkEvents, unlinkEvents, type EventNode } from './event-list.js';
import { SlowShapeError } from './shape-limits.js';

/** Deepest nesting of strikethrough, as of emphasis, lists, quotes and directives. */
export const MAX_STRIKETHROUGH_DEPTH = 32;

const TEMPORARY = 'strikethroughSequenceTemporary';
const TILDE = 126;

type Node = EventNode;

/** A run of `~` or `~~`, where it is in the list, and its place in document order. */
interface Run {
  token: Token;
  enter: Node;
  exit: Node;
  size: number;
  order: number;
}

/** Nesting depth of each strikethrough token made here (1: none inside). */
const depths = new WeakMap<Token, number>();

/** The extension's resolveAll, the same result in linear time. */
export function resolveAllStrikethrough(events: Event[], context: TokenizeContext): Event[] {
  const { head, sequences } = linkEvents(events, TEMPORARY);
  const runs: Run[] = sequences.map((sequence, order) => ({ ...sequence, size: sequence.token.end.offset - sequence.token.start.offset, order }));
  if (runs.length === 0) return events;

  /** Per length (1 or 2), the runs that may still open, in order. */
  const openers: Run[][] = [[], [], []];
  for (const run of runs) {
    const stack = openers[run.size]!;
    if (run.token._close && stack.length > 0) {
      const opener = stack.pop()!;
      // Runs between the two become text.
      for (const list of openers) while (list.length && list[list.length - 1]!.order > opener.order) list.pop();
      match(opener, run, context);
    } else if (run.token._open) {
      stack.push(run);
    }
  }

  return unlinkEvents(head, events, TEMPORARY);
}

/** Strikethrough from `opener` to `closer`, in place of their events (the extension's tokens and order). */
function match(opener: Run, closer: Run, context: TokenizeContext): void {
  opener.token.type = 'strikethroughSequence';
  closer.token.type = 'strikethroughSequence';
  const group: Token = { type: 'strikethrough', start: { ...opener.token.start }, end: { ...closer.token.end } };
  const text: Token = { type: 'strikethroughText', start: { ...opener.token.end }, end: { ...closer.token.start } };

  let between: Event[] = [];
  let inner = 0;
  for (let node = opener.exit.next; node && node !== closer.enter; node = node.next) {
    if (node.event[0] === 'enter') inner = Math.max(inner, depths.get(node.event[1]) ?? 0);
    between.push(node.event);
  }
  if (inner + 1 > MAX_STRIKETHROUGH_DEPTH) {
    throw new SlowShapeError({
      line: group.start.line,
      message: `Strikethrough (\`~\`) nested more than ${MAX_STRIKETHROUGH_DEPTH} levels deep`,
      hint: 'Flatten the nesting, and escape tildes that are text as `\\~`.',
    });
  }
  depths.set(group, inner + 1);
  // What the match holds, as micromark-util-resolve-all resolves it: each insideSpan resolver once, in
  // order; this one only turns the runs left inside into text (none of them can match any more).
  const called = new Set<Resolver>();
  for (const construct of (context.parser.constructs.insideSpan.null ?? []) as Construct[]) {
    const resolve = construct.resolveAll;
    if (!resolve || called.has(resolve)) continue;
    called.add(resolve);
    if (resolve === (resolveAllStrikethrough as Resolver)) {
      for (const event of between) if (event[1].type === TEMPORARY) event[1].type = 'data';
    } else {
      between = resolve(between, context);
    }
  }

  const events: Event[] = [
    ['enter', group, context],
    ['enter', opener.token, context],
    ['exit', opener.token, context],
    ['enter', text, context],
  ];
  for (const event of between) events.push(event);
  events.push(['exit', text, context], ['enter', closer.token, context], ['exit', closer.token, context], ['exit', group, context]);

  // Link the new events in place of the opener's enter to the closer's exit.
  const before = opener.enter.prev!;
  const after = closer.exit.next;
  let previous = before;
  for (const event of events) {
    const node: Node = { event, prev: previous, next: undefined };
    previous.next = node;
    previous = node;
  }
  previous.next = after;
  if (after) after.prev = previous;
}

/**
 * The extension (micromark-extension-gfm-strikethrough's, alone or within gfm()'s) with its resolver
 * replaced by the linear one; the construct is shared by `text` and `insideSpan`, so both take it.
 */
export function linearStrikethrough<T extends Extension>(extension: T): T {
  const found = extension.text?.[TILDE];
  for (const construct of (Array.isArray(found) ? found : found ? [found] : []) as Construct[]) {
    if (construct.name === 'strikethrough' && construct.resolveAll) construct.resolveAll = resolveAllStrikethrough as Resolver;
  }
  return extension;
}
