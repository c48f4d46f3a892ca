// remark-rehype's table row handler without its search for each row among the table's rows: the default
// finds a row's index with indexOf, so a table of 25,000 rows took a second and a half in it (issue 38).
// The same HTML: the default handler gets a stand-in table in which the row is first exactly when it is
// the header row.
import type { Parents, Table } from 'mdast';
import { defaultHandlers } from 'remark-rehype';

type Handler = (typeof defaultHandlers)['tableRow'];

/** Per table, the stand-in its body rows are given (no rows: the default makes `td` cells). */
const bodies = new WeakMap<Table, Table>();

export const tableRow: Handler = (state, node, parent?: Parents) => {
  if (parent?.type !== 'table') return defaultHandlers.tableRow(state, node, parent);
  if (parent.children[0] === node) return defaultHandlers.tableRow(state, node, { type: 'table', align: parent.align, children: [node] });
  let body = bodies.get(parent);
  if (!body) {
    body = { type: 'table', align: parent.align, children: [] };
    bodies.set(parent, body);
  }
  return defaultHandlers.tableRow(state, node, body);
};
