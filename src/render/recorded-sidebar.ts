// How a page's props read a sidebar's lists while they are recorded (render/props-memo.ts): each list
// they show is noted by its place in the sidebar, instead of the whole sidebar, so that a label edited in
// one category changes the facts of the pages that show that category's list, not of every page. A
// module of its own, which page-props.ts and props-memo.ts both import.
import type { ResolvedSidebarItem } from '../routes/types.js';

export const SIDEBAR_LISTS = Symbol('recorded sidebar lists');

export interface RecordedLists {
  /** The sidebar's items, read without noting the whole of them. */
  items: ResolvedSidebarItem[];
  /** Notes that the props read the list at `at`: the category indexes leading to it, joined by dots ('' is the top list). */
  note(at: string): void;
  /** Notes that the props read the category whose own page is `url` (or that there is none). */
  noteCategory(url: string): void;
}

/** The recorded lists of a sidebar the recording graph gave (undefined for a sidebar of the graph itself). */
export function recordedLists(sidebar: object): RecordedLists | undefined {
  return (sidebar as { [SIDEBAR_LISTS]?: RecordedLists })[SIDEBAR_LISTS];
}

/** The list at `at` (see RecordedLists.note) in `items`; undefined when no category is there any more. */
export function listAt(items: ResolvedSidebarItem[], at: string): ResolvedSidebarItem[] | undefined {
  let list = items;
  for (const step of at === '' ? [] : at.split('.')) {
    const item = list[Number(step)];
    if (item?.type !== 'category') return undefined;
    list = item.items;
  }
  return list;
}
