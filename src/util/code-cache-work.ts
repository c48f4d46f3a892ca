// What this thread's run compiled, for V8's code cache of dist/'s command-line bundle (bin/code-cache.js):
// a cache made right after the bundle's top level ran holds only that code, and a warm build then spent a
// tenth of a second compiling the markdown parser, the route graph, the checks and the renderer again on
// every run. So the bundle's loader passes in a hook (`__docsgenCodeCache`), and once a build is done the
// kinds of work it did are reported: the cache is made again when it lacks one of them, with every
// function compiled so far. Run from source (the tests), nothing is cached and the hook is absent.

declare const __docsgenCodeCache: { worked(kinds: number): void } | undefined;

/** Kinds of work whose code a cache made after them holds (bits of the loader's record). */
export const THREAD_WORK = { build: 1, parse: 2, render: 4 } as const;

let done = 0;

/** Notes work of a kind this thread did (cheap: call it as often as the work happens). */
export function noteThreadWork(kind: keyof typeof THREAD_WORK): void {
  done |= THREAD_WORK[kind];
}

/** Reports the work noted so far to the code cache's loader (which saves a new cache if it lacks some). */
export function codeCacheCheckpoint(): void {
  if (typeof __docsgenCodeCache === 'object' && __docsgenCodeCache) __docsgenCodeCache.worked(done);
}
