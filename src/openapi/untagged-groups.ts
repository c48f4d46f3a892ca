// Groups for the operations of a spec that declares no tags: by the path's stable prefix (`/v1/charges/{id}`
// -> `charges`); operations whose path gives no prefix of their own, like EC2's `/#Action=DescribeInstances`,
// by the leading word of their name (`Describe`), so the navigation has a few dozen groups, not one per path.
import type { ApiOperation } from '../../theme/props.js';
import { compareText } from '../util/collate.js';

/** Up to this many untagged operations share one "Other" group. */
const UNTAGGED_GROUPING = 20;

/** An untagged operation with the operationId it was declared with. */
export interface UntaggedOperation {
  operation: ApiOperation;
  operationId?: string;
}

/** Group name -> its operations, groups by path prefix first (in first-use order), then by name (sorted). */
export function groupUntagged(untagged: UntaggedOperation[]): Map<string, ApiOperation[]> {
  const groups = new Map<string, ApiOperation[]>();
  const add = (name: string, op: ApiOperation) => {
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name)!.push(op);
  };
  if (untagged.length <= UNTAGGED_GROUPING) {
    for (const { operation } of untagged) add('default', operation);
    return groups;
  }
  const prefixes = untagged.map(({ operation }) => pathPrefix(operation.path));
  // A prefix that names one path only is that path's own name (RPC styles: `/getUser`, `/chat.postMessage`
  // under different roots); past a handful of those, the operations' names group them better.
  const paths = new Map<string, Set<string>>();
  untagged.forEach(({ operation }, i) => {
    const prefix = prefixes[i];
    if (prefix === undefined) return;
    if (!paths.has(prefix)) paths.set(prefix, new Set());
    paths.get(prefix)!.add(operation.path.split(/[?#]/)[0]!);
  });
  const lonely = [...paths.values()].filter((p) => p.size === 1).length;
  const byName: UntaggedOperation[] = [];
  untagged.forEach((entry, i) => {
    const prefix = prefixes[i];
    if (prefix === undefined || (lonely > UNTAGGED_GROUPING && paths.get(prefix)!.size === 1)) byName.push(entry);
    else add(prefix, entry.operation);
  });
  const named = new Map<string, ApiOperation[]>();
  for (const entry of byName) {
    const word = leadingWord(operationName(entry)) ?? 'default';
    if (!named.has(word)) named.set(word, []);
    named.get(word)!.push(entry.operation);
  }
  for (const word of [...named.keys()].sort(compareText)) for (const op of named.get(word)!) add(word, op);
  return groups;
}

/** The first segment of the path (query and fragment left out) that is not a version or a parameter, up to its first dot. */
function pathPrefix(route: string): string | undefined {
  const pathname = route.split(/[?#]/)[0]!;
  const segment = pathname.split('/').find((part) => part && !/^(v\d+[a-z0-9]*|api|rest|\d+(\.\d+)*)$/i.test(part) && !part.includes('{'));
  return segment?.split('.')[0] || segment;
}

/** What an operation is called: the `Action=` of its path (AWS query APIs), its operationId without a method prefix, or its last path segment. */
function operationName({ operation, operationId }: UntaggedOperation): string {
  const action = /[?#&]Action=([^&#]+)/.exec(operation.path)?.[1];
  if (action) return action;
  if (operationId) return operationId.replace(/^(get|put|post|delete|options|head|patch|trace)_/i, '');
  return operation.path.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? '';
}

/** `DescribeInstances` -> `Describe`, `getUser` -> `get`, `chat.postMessage` -> `chat`, `list_users` -> `list`. */
function leadingWord(name: string): string | undefined {
  return /^[A-Z]*[a-z0-9]+|^[A-Z]+(?![a-z])/.exec(name.replace(/^[^A-Za-z0-9]+/, ''))?.[0];
}
