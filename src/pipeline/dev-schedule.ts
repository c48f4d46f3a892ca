// When `docsgen dev` does what: saves and page requests come first, and the background parse of the
// whole site waits for them (and for the pages browsers ask for next); changes to the site run one at a
// time; each file's saves are counted, so that a parse begun before a save is never applied after it.

export class DevSchedule {
  /** How many times the watcher reported each file (site-relative). */
  #saves = new Map<string, number>();
  /** The save count each doc's whole parse was made at. */
  #parsedAt = new Map<string, number>();
  /** Saves and requests being served now. */
  #busy = 0;
  /** Until when the background parse keeps waiting after the last of them. */
  #quietAt = 0;
  #queue: Promise<unknown> = Promise.resolve();

  /** Counts a save of `file`. */
  saved(file: string): void {
    this.#saves.set(file, this.savesOf(file) + 1);
  }

  savesOf(file: string): number {
    return this.#saves.get(file) ?? 0;
  }

  /** Records that a doc was parsed whole from its text as of `saves`. */
  parsed(file: string, saves: number): void {
    this.#parsedAt.set(file, saves);
  }

  /** Whether a doc's whole parse is of its text as last saved. */
  parsedLatest(file: string): boolean {
    return this.#parsedAt.get(file) === this.savesOf(file);
  }

  /** Runs `task` ahead of the background parse, which waits `graceMs` more after it. */
  async first<T>(task: () => Promise<T>, graceMs: number): Promise<T> {
    this.#busy++;
    try {
      return await task();
    } finally {
      this.#busy--;
      this.#quietAt = Math.max(this.#quietAt, performance.now() + graceMs);
    }
  }

  /** Resolves when no save or request is being served and the grace after the last one is over. */
  async quiet(): Promise<void> {
    for (let wait = this.#quietAt - performance.now(); this.#busy > 0 || wait > 0; wait = this.#quietAt - performance.now()) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(5, wait)));
    }
  }

  /** Runs `task` after every task queued before it. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(task);
    this.#queue = result.catch(() => undefined);
    return result;
  }
}
