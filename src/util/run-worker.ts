// Runs one task in a fresh worker thread, given its input at once or streamed in batches, and resolves
// with the value it posts back.
import { Worker } from 'node:worker_threads';

export interface WorkerOptions {
  /** The worker's young generation (V8's default is a few MB). */
  youngGenerationMb?: number;
}

function startWorker(script: string, data: unknown, options: WorkerOptions): Worker {
  const resourceLimits = options.youngGenerationMb ? { maxYoungGenerationSizeMb: options.youngGenerationMb } : undefined;
  return new Worker(script, { workerData: data, ...(resourceLimits ? { resourceLimits } : {}) });
}

/**
 * A worker started before its task, so that it boots while the caller makes the task's input; its task
 * is run by runInWorkerFed (`started`), or it is stopped. What happens to it meanwhile is kept.
 */
export interface StartedWorker {
  readonly script: string;
  readonly worker: Worker;
  /** Why it failed or stopped before its task began. */
  failure?: Error;
  /**
   * With `aside`: the answer to the small task the worker does first, while it waits for its own (its
   * `{ aside }` or `{ asideError }` message); rejects if the worker fails or stops before it answers.
   */
  aside?: Promise<unknown>;
  stop(): void;
}

/** A worker's message answering its task aside (see StartedWorker.aside), which its main task ignores. */
interface AsideMessage {
  aside?: unknown;
  asideError?: string;
}

const isAside = (message: object) => 'aside' in message || 'asideError' in message;

export function startWorkerAhead(script: string, data: unknown, options: WorkerOptions & { aside?: boolean } = {}): StartedWorker {
  const worker = startWorker(script, data, options);
  const started: StartedWorker = { script, worker, stop: () => void worker.terminate() };
  const failed = (error: Error) => (started.failure ??= error);
  worker.once('error', failed);
  worker.once('exit', (code) => failed(new Error(`worker ${script} exited with code ${code}`)));
  if (options.aside) {
    started.aside = new Promise((resolve, reject) => {
      const answer = (message: AsideMessage) => {
        if (!isAside(message)) return;
        worker.off('message', answer);
        if (message.asideError !== undefined) reject(new Error(message.asideError));
        else resolve(message.aside);
      };
      worker.on('message', answer);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`worker ${script} exited with code ${code} before its task aside`)));
    });
    started.aside.catch(() => undefined);
  }
  return started;
}

/**
 * A task's end: the worker's answer (`{ value }` or `{ error }`, after which it is stopped, unless it
 * `endsItself`: it has work left after answering), its error, or its exit.
 */
function settleBy<T>(worker: Worker, script: string, resolve: (value: T) => void, reject: (error: Error) => void, endsItself = false) {
  worker.once('error', reject);
  worker.once('exit', (code) => {
    if (code !== 0) reject(new Error(`worker ${script} exited with code ${code}`));
  });
  return (message: { value?: T; error?: string }) => {
    if (!endsItself || message.error !== undefined) void worker.terminate();
    if (message.error !== undefined) reject(new Error(message.error));
    else resolve(message.value as T);
  };
}

export function runInWorker<T>(script: string, data: unknown, options: WorkerOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(script, data, options);
    worker.once('message', settleBy<T>(worker, script, resolve, reject));
  });
}

/**
 * Runs one task in a fresh worker thread that takes its input as a stream of messages: each of `batches`
 * goes as `{ batch }`, at most `ahead` of them sent before the worker answers `{ ack: true }` for one,
 * then `{ end: true }`; resolves with the value it posts back. A batch is made only when it is sent, so a
 * big input is never whole in either thread. `endsItself`: the worker is not stopped when it answers (it
 * finishes what it does after, then ends; the process waits for it).
 */
export function runInWorkerFed<T>(
  script: string,
  data: unknown,
  batches: Iterator<unknown>,
  options: WorkerOptions & { ahead?: number; started?: StartedWorker; endsItself?: boolean } = {},
): Promise<T> {
  const ahead = options.ahead ?? 2;
  const { started } = options;
  // A worker started ahead (with the same script and data) that is still up takes the task.
  if (started && (started.failure || started.script !== script)) started.stop();
  const usable = started && !started.failure && started.script === script ? started.worker : undefined;
  return new Promise((resolve, reject) => {
    const worker = usable ?? startWorker(script, data, options);
    let pending = 0;
    let ended = false;
    // Sends batches until `ahead` wait for the worker; a batch that cannot be made fails the task.
    const feed = () => {
      try {
        while (!ended && pending < ahead) {
          const next = batches.next();
          if (next.done) {
            ended = true;
            worker.postMessage({ end: true });
          } else {
            pending++;
            worker.postMessage({ batch: next.value });
          }
        }
      } catch (error) {
        ended = true;
        void worker.terminate();
        reject(error as Error);
      }
    };
    const settle = settleBy<T>(worker, script, resolve, reject, options.endsItself);
    worker.on('message', (message: { ack?: true; value?: T; error?: string }) => {
      if (isAside(message)) return;
      if (!message.ack) return settle(message);
      pending--;
      feed();
    });
    feed();
  });
}
