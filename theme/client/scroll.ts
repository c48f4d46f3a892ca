// Scroll rules after a navigation: to the fragment's element, else to the top; none for a query-only
// change; back/forward restore the position saved for that history entry (keyed by a 6-char key).

/** A history entry key: 6 base-36 characters, like history v4's location keys. */
export function createKey(): string {
  return Math.random().toString(36).slice(2, 8).padEnd(6, '0');
}

export function entryKey(): string | undefined {
  return (history.state as { key?: string } | null)?.key;
}

/** Gives the current history entry a key if it has none; returns the key. */
export function ensureEntryKey(): string {
  const existing = entryKey();
  if (existing) return existing;
  const key = createKey();
  history.replaceState({ ...(history.state as object | null), key }, '');
  return key;
}

/** Scrolls to the element the fragment names; returns false when there is none. */
export function scrollToFragment(hash: string): boolean {
  if (hash.length < 2) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: use the raw fragment.
  }
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

/** Remembers the scroll position of each history entry while it is shown. */
export function createScrollMemory() {
  const positions = new Map<string, number>();
  let current = ensureEntryKey();
  const remember = () => positions.set(current, window.scrollY);
  window.addEventListener('scroll', remember, { passive: true });
  return {
    /**
     * Keeps the shown entry's position now: a navigation may come before the scroll event of the reader's
     * last scroll (browsers send it with the next frame), which would then be kept under the next entry.
     */
    remember,
    /** The entry now shown (call after the history entry changed). */
    track(key: string) {
      current = key;
    },
    saved(key: string): number | undefined {
      return positions.get(key);
    },
  };
}
