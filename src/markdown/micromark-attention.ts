// Emphasis and strong (`*`, `_`) resolved in linear time, with the same events micromark makes: imported
// for its effect by micromark-linear.ts. micromark 4 walks back over every event of the paragraph for
// each closing run and splices the whole event list for each match: quadratic time on long paragraphs
// of emphasis markers (issue 38).
//
// Here the runs that may open wait on one stack per marker; a closer looks at them only (with
// CommonMark's "openers bottom", so runs it already passed over are not tried again), and each match
// replaces its events in a linked list instead of the array. What a match holds is resolved as micromark
// resolves it (the other `insideSpan` resolvers on that slice), so nested emphasis costs the slice once
// per level: nesting deeper than MAX_EMPHASIS_DEPTH throws a SlowShapeError.
import type { Construct, Event, Point, Resolver, Token, TokenizeContext } from 'micromark-util-types';
import * as coreDev from '../../node_modules/micromark-core-commonmark/dev/index.js';
import * as coreDefault from '../../node_modules/micromark-core-commonmark/index.js';
import { linkEvents, unlinkEvents, type EventNode } from './event-list.js';
import { SlowShapeError } from './shape-limits.js';

/** Deepest nesting of emphasis and strong, as of lists, quotes and directives. */
export const MAX_EMPHASIS_DEPTH = 32;

type Node = EventNode;

/** A run of `*` or `_`, where it is in the list, and its place in document order. */
interface Run {
  token: Token;
  enter: Node;
  exit: Node;
  marker: number;
  order: number;
}

const length = (token: Token) => token.end.offset - token.start.offset;

function movePoint(point: Point, offset: number): void {
  point.column += offset;
  point.offset += offset;
  point._bufferIndex += offset;
}

/** Nesting depth of each emphasis or strong token made here (1: nothing inside). */
const depths = new WeakMap<Token, number>();

/**
 * Runs of markers up to which micromark's own resolver is used: its cost is the events times the runs,
 * bounded for so few, and it makes no list (most paragraphs hold a handful of runs). More go through the
 * linear one.
 */
export const FEW_RUNS = 16;

/** micromark's resolveAllAttention: the same result, in linear time for many runs. */
export function resolveAllAttention(events: Event[], context: TokenizeContext): Event[] {
  let runs = 0;
  for (let i = 0; i < events.length && runs <= FEW_RUNS; i++) if (events[i]![0] === 'enter' && events[i]![1].type === 'attentionSequence') runs++;
  return runs <= FEW_RUNS ? micromarkAttention!(events, context) : resolveLinearly(events, context);
}

/** The linear resolver alone, whatever the number of runs (the tests compare it with micromark's). */
export function resolveLinearly(events: Event[], context: TokenizeContext): Event[] {
  // A list of the events, and the runs in order.
  const { head, sequences } = linkEvents(events, 'attentionSequence');
  const runs: Run[] = sequences.map((sequence, order) => ({ ...sequence, marker: context.sliceSerialize(sequence.token).charCodeAt(0), order }));
  if (runs.length === 0) return events;

  /** Per marker, the runs that may still open, in order. */
  const openers = new Map<number, Run[]>();
  /** CommonMark's openers bottom: per marker, closer-can-open and closer length mod 3, the first run worth trying. */
  const bottoms = new Map<number, number>();
  const others = insideSpanResolvers(context);

  for (const closer of runs) {
    const stack = openers.get(closer.marker) ?? [];
    openers.set(closer.marker, stack);
    while (closer.token._close && length(closer.token) > 0) {
      const size = length(closer.token);
      const key = closer.marker * 8 + (closer.token._open ? 4 : 0) + (size % 3);
      const floor = bottoms.get(key) ?? 0;
      let at = stack.length - 1;
      // micromark's rule of three: a run that can both open and close matches one whose length added to
      // its own is a multiple of three only when both are.
      for (; at >= 0 && stack[at]!.order >= floor; at--) {
        const opener = stack[at]!.token;
        if (!((opener._close || closer.token._open) && size % 3 && !((length(opener) + size) % 3))) break;
      }
      if (at < 0 || stack[at]!.order < floor) {
        bottoms.set(key, closer.order);
        break;
      }
      const opener = stack[at]!;
      // Runs between the two become text.
      for (const list of openers.values()) while (list.length && list[list.length - 1]!.order > opener.order) list.pop();
      match(opener, closer, context, others);
      if (length(opener.token) === 0) stack.pop();
      else {
        // The opener is shorter now: closers that passed it over may take it.
        for (const [k, v] of bottoms) if (v > opener.order) bottoms.set(k, opener.order);
      }
    }
    if (closer.token._open && length(closer.token) > 0) stack.push(closer);
  }

  return unlinkEvents(head, events, 'attentionSequence');
}

/** The resolveAll functions of `insideSpan` but this one, in order, each once (micromark-util-resolve-all). */
function insideSpanResolvers(context: TokenizeContext): Resolver[] {
  const found: Resolver[] = [];
  for (const construct of (context.parser.constructs.insideSpan.null ?? []) as Construct[]) {
    const resolve = construct.resolveAll;
    if (resolve && !found.includes(resolve) && !isAttention(resolve)) found.push(resolve);
  }
  return found;
}

/** Emphasis or strong from `opener` to `closer`, in place of their events (micromark's steps and tokens). */
function match(opener: Run, closer: Run, context: TokenizeContext, others: Resolver[]): void {
  const use = length(opener.token) > 1 && length(closer.token) > 1 ? 2 : 1;
  const start = { ...opener.token.end };
  const end = { ...closer.token.start };
  movePoint(start, -use);
  movePoint(end, use);
  const type = use > 1 ? 'strong' : 'emphasis';
  const openingSequence: Token = { type: use > 1 ? 'strongSequence' : 'emphasisSequence', start, end: { ...opener.token.end } };
  const closingSequence: Token = { type: use > 1 ? 'strongSequence' : 'emphasisSequence', start: { ...closer.token.start }, end };
  const text: Token = { type: use > 1 ? 'strongText' : 'emphasisText', start: { ...opener.token.end }, end: { ...closer.token.start } };
  const group: Token = { type, start: { ...openingSequence.start }, end: { ...closingSequence.end } };
  opener.token.end = { ...openingSequence.start };
  closer.token.start = { ...closingSequence.end };

  // What the match holds, as micromark resolves it: runs left in it are text, then the other resolvers.
  let between: Event[] = [];
  let inner = 0;
  for (let node = opener.exit.next; node && node !== closer.enter; node = node.next) {
    const token = node.event[1];
    if (token.type === 'attentionSequence') token.type = 'data';
    if (node.event[0] === 'enter') inner = Math.max(inner, depths.get(token) ?? 0);
    between.push(node.event);
  }
  if (inner + 1 > MAX_EMPHASIS_DEPTH) {
    throw new SlowShapeError({
      line: group.start.line,
      message: `Emphasis (\`*\`, \`_\`) nested more than ${MAX_EMPHASIS_DEPTH} levels deep`,
      hint: 'Flatten the nesting, and escape asterisks and underscores that are text as `\\*` and `\\_`.',
    });
  }
  depths.set(group, inner + 1);
  for (const resolve of others) between = resolve(between, context);

  const events: Event[] = [];
  if (length(opener.token)) events.push(['enter', opener.token, context], ['exit', opener.token, context]);
  events.push(['enter', group, context], ['enter', openingSequence, context], ['exit', openingSequence, context], ['enter', text, context]);
  for (const event of between) events.push(event);
  events.push(['exit', text, context], ['enter', closingSequence, context], ['exit', closingSequence, context], ['exit', group, context]);
  const closerLeft = length(closer.token) > 0;
  if (closerLeft) events.push(['enter', closer.token, context], ['exit', closer.token, context]);

  // Link the new events in place of the opener's enter to the closer's exit.
  const before = opener.enter.prev!;
  const after = closer.exit.next;
  let previous = before;
  const nodes: Node[] = [];
  for (const event of events) {
    const node: Node = { event, prev: previous, next: undefined };
    previous.next = node;
    previous = node;
    nodes.push(node);
  }
  previous.next = after;
  if (after) after.prev = previous;
  if (length(opener.token)) {
    opener.enter = nodes[0]!;
    opener.exit = nodes[1]!;
  }
  if (closerLeft) {
    closer.enter = nodes[nodes.length - 2]!;
    closer.exit = nodes[nodes.length - 1]!;
  }
}

/** micromark's own resolvers this one replaces (the tests compare the two). */
export const replacedResolvers = new Set<Resolver>();
const isAttention = (resolve: Resolver) =>
  resolve === (resolveAllAttention as Resolver) || resolve === (resolveLinearly as Resolver) || replacedResolvers.has(resolve);

/** micromark's resolver, for paragraphs of few runs (the production build's: both builds' make the same events). */
let micromarkAttention: Resolver | undefined;

for (const { attention } of [coreDefault, coreDev]) {
  const construct = attention as Construct;
  if (construct.resolveAll && !isAttention(construct.resolveAll)) replacedResolvers.add(construct.resolveAll);
  micromarkAttention ??= construct.resolveAll;
  construct.resolveAll = resolveAllAttention as Resolver;
}
