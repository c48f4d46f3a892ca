// The linked list of micromark events the linear resolvers work on (micromark-attention.ts for emphasis,
// micromark-strikethrough.ts for `~`): a match replaces its events in the list instead of splicing the
// array, and the list is written back into micromark's own array once all runs are resolved.
import type { Event, Token } from 'micromark-util-types';

export interface EventNode {
  event: Event;
  prev: EventNode | undefined;
  next: EventNode | undefined;
}

/** A sequence token (a run of markers), its enter and exit nodes, in document order. */
export interface Sequence {
  token: Token;
  enter: EventNode;
  exit: EventNode;
}

/** `events` as a list behind `head`, and the sequences of `type` in it (a sequence has no children: its exit comes next). */
export function linkEvents(events: Event[], type: string): { head: EventNode; sequences: Sequence[] } {
  const head: EventNode = { event: undefined as unknown as Event, prev: undefined, next: undefined };
  let last = head;
  const sequences: Sequence[] = [];
  for (let i = 0; i < events.length; i++) {
    const node: EventNode = { event: events[i]!, prev: last, next: undefined };
    last.next = node;
    last = node;
    const [kind, token] = events[i]!;
    if (kind === 'enter' && token.type === type) {
      const exit: EventNode = { event: events[++i]!, prev: node, next: undefined };
      node.next = exit;
      last = exit;
      sequences.push({ token, enter: node, exit });
    }
  }
  return { head, sequences };
}

/**
 * The list written back into `events`, in place (micromark's callers hold on to the array:
 * micromark-util-subtokenize); sequences of `type` left unmatched become `data`.
 */
export function unlinkEvents(head: EventNode, events: Event[], type: string): Event[] {
  events.length = 0;
  for (let node = head.next; node; node = node.next) {
    if (node.event[1].type === type) node.event[1].type = 'data';
    events.push(node.event);
  }
  return events;
}
