// A copy of a data structure that worker threads can receive: functions (such as the entries' `locate`
// helpers for diagnostics) are left out; maps, sets, arrays and plain objects are copied, keeping
// shared references shared; anything else is kept as it is for the structured clone.

export function withoutFunctions<T>(value: T): T {
  const copies = new Map<object, unknown>();
  const copy = (v: unknown): unknown => {
    if (typeof v === 'function') return undefined;
    if (v === null || typeof v !== 'object') return v;
    const seen = copies.get(v);
    if (seen !== undefined) return seen;
    if (v instanceof Map) {
      const out = new Map();
      copies.set(v, out);
      for (const [k, item] of v) out.set(copy(k), copy(item));
      return out;
    }
    if (v instanceof Set) {
      const out = new Set();
      copies.set(v, out);
      for (const item of v) out.add(copy(item));
      return out;
    }
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      copies.set(v, out);
      for (const item of v) out.push(copy(item));
      return out;
    }
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return v;
    const out: Record<string, unknown> = {};
    copies.set(v, out);
    for (const key of Object.keys(v)) {
      const item = (v as Record<string, unknown>)[key];
      if (typeof item !== 'function') out[key] = copy(item);
    }
    return out;
  };
  return copy(value) as T;
}
