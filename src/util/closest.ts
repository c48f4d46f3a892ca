// Finds the closest candidate to a string by edit distance, for "did you mean" hints.

export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = prev[j]!;
      prev[j] = Math.min(above + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = above;
    }
  }
  return prev[b.length]!;
}

/** The candidate closest to `value`, if it is close enough to be a plausible typo. */
export function closest(value: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  const limit = Math.max(2, Math.floor(value.length / 3));
  // Nothing past the limit is an answer, and the distance is at least the difference in length: most
  // candidates of a large set (an API reference's thousands of ids) are skipped without computing it.
  let bestDistance = limit + 1;
  const lower = value.toLowerCase();
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - value.length) >= bestDistance) continue;
    const d = editDistance(lower, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
