// One run of the pipeline's tasks: each named task's time, and every diagnostic the tasks report. The
// tasks stay plain functions; this only records around them. No module state: one object per run.
import type { Diagnostic } from '../diagnostics/index.js';

export interface Run {
  readonly diagnostics: Diagnostic[];
  /** Milliseconds per task, for --debug and the benchmarks. */
  readonly timings: Record<string, number>;
  /** Runs `fn` as the task `name`, recording its time (also when it throws). */
  task<T>(name: string, fn: () => Promise<T> | T): Promise<T>;
  report(diagnostics: readonly Diagnostic[]): void;
  /** Any error so far (or any warning, when `strict`). */
  failed(): boolean;
}

export function createRun(options: { strict?: boolean } = {}): Run {
  const diagnostics: Diagnostic[] = [];
  const timings: Record<string, number> = {};
  return {
    diagnostics,
    timings,
    async task(name, fn) {
      const start = performance.now();
      try {
        return await fn();
      } finally {
        timings[name] = Math.round(performance.now() - start);
      }
    },
    report(found) {
      diagnostics.push(...found);
    },
    failed: () => diagnostics.some((d) => d.severity === 'error' || (options.strict === true && d.severity === 'warning')),
  };
}
