// mapConcurrent: at most `limit` calls in flight, results in the input order, and the items `first`
// picks (a warm build's changed files) started before the others.
import { expect, test } from 'vitest';
import { mapConcurrent } from '../../../src/util/map-concurrent.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

test('results keep the input order, with at most `limit` calls in flight', async () => {
  let running = 0;
  let most = 0;
  const results = await mapConcurrent([5, 1, 4, 2, 3, 6, 7], 3, async (n) => {
    most = Math.max(most, ++running);
    await tick();
    running--;
    return n * 10;
  });
  expect(results).toEqual([50, 10, 40, 20, 30, 60, 70]);
  expect(most).toBe(3);
});

test('the items `first` picks start before the others, in their order; the results keep the input order', async () => {
  const started: string[] = [];
  const results = await mapConcurrent(
    ['a', 'b', 'c', 'd', 'e'],
    1,
    async (item) => {
      started.push(item);
      await tick();
      return item.toUpperCase();
    },
    (item) => item === 'd' || item === 'b',
  );
  expect(started).toEqual(['b', 'd', 'a', 'c', 'e']);
  expect(results).toEqual(['A', 'B', 'C', 'D', 'E']);
});

test('with `first` picking nothing, items start in their order', async () => {
  const started: number[] = [];
  await mapConcurrent(
    [1, 2, 3],
    1,
    async (n) => void started.push(n),
    () => false,
  );
  expect(started).toEqual([1, 2, 3]);
});
