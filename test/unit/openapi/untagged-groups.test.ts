// groupUntagged: operations of a spec without tags grouped by the path's stable prefix, and, where paths
// give none (AWS query APIs, RPC paths of their own each), by the leading word of their name.
import { describe, expect, test } from 'vitest';
import { groupUntagged, type UntaggedOperation } from '../../../src/openapi/untagged-groups.js';

function ops(paths: string[], operationId?: (path: string) => string): UntaggedOperation[] {
  return paths.map((path) => ({
    operation: { id: path, method: 'get', path, parameters: [], responses: [], samples: [] },
    ...(operationId ? { operationId: operationId(path) } : {}),
  }));
}

const names = (groups: Map<string, { path: string }[]>) => Object.fromEntries([...groups].map(([name, list]) => [name, list.map((op) => op.path)]));

describe('groupUntagged', () => {
  test('a few untagged operations share one group', () => {
    expect([...groupUntagged(ops(['/a', '/b'])).keys()]).toEqual(['default']);
  });

  test('groups by the first path segment after versions, and before parameters', () => {
    const paths = Array.from({ length: 12 }, (_, i) => [`/v1/charges/${i}`, `/v1/customers/{id}/x${i}`]).flat();
    expect(Object.keys(names(groupUntagged(ops(paths))))).toEqual(['charges', 'customers']);
  });

  test('groups `/#Action=X` and `/?Action=X` paths by the action verb, groups sorted by name (issue 40, item 6)', () => {
    const actions = ['DescribeInstances', 'CreateVpc', 'DescribeVolumes', 'DeleteVpc', 'CreateSubnet'];
    const paths = Array.from({ length: 5 }, (_, n) => actions.map((a, i) => `/${(n + i) % 2 ? '?' : '#'}Action=${a}${n}`)).flat();
    const groups = names(groupUntagged(ops(paths)));
    expect(Object.keys(groups)).toEqual(['Create', 'Delete', 'Describe']);
    expect(groups.Describe).toHaveLength(10);
  });

  test('many one-path prefixes (RPC style) are grouped by the operationId word instead, without its method prefix', () => {
    const verbs = ['get', 'list', 'create', 'delete'];
    const paths = Array.from({ length: 24 }, (_, i) => `/${verbs[i % 4]}Thing${i}`);
    const groups = names(groupUntagged(ops(paths, (p) => `GET_${p.slice(1)}`)));
    expect(Object.keys(groups)).toEqual(['create', 'delete', 'get', 'list']);
    expect(groups.get).toEqual(['/getThing0', '/getThing4', '/getThing8', '/getThing12', '/getThing16', '/getThing20']);
  });

  test('dotted method paths (`/chat.postMessage`) are grouped by what precedes the dot', () => {
    const paths = Array.from({ length: 24 }, (_, i) => `/${['chat', 'users', 'files'][i % 3]}.method${i}`);
    expect(Object.keys(names(groupUntagged(ops(paths))))).toEqual(['chat', 'users', 'files']);
  });
});
