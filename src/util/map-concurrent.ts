// Maps over items with at most `limit` promises in flight, keeping the input order.

/** `first`: items started before the others (the results keep the input order all the same). */
export async function mapConcurrent<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>, first?: (item: T) => boolean): Promise<R[]> {
  const results = new Array<R>(items.length);
  const indices = items.map((_, i) => i);
  const early = first ? new Set(indices.filter((i) => first(items[i]!))) : undefined;
  const order = early?.size ? [...early, ...indices.filter((i) => !early.has(i))] : indices;
  let next = 0;
  const worker = async () => {
    while (next < order.length) {
      const index = order[next++]!;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
