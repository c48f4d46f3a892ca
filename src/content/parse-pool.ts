// A pool of worker threads that parse markdown files in parallel, for sites large enough that a pool
// costs less than it saves. Jobs go to the least busy worker; results come back as plain data.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ParsedFile, ParseJob } from './parse-file.js';

export interface ParsePool {
  parse(text: string, job: ParseJob): Promise<ParsedFile>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (parsed: ParsedFile) => void;
  reject: (error: Error) => void;
}

/** The compiled worker script, or undefined when docsgen runs from source without a build. */
export function parseWorkerScript(packageRoot: string): string | undefined {
  const script = path.join(packageRoot, 'dist', 'content', 'parse-worker.js');
  return existsSync(script) ? script : undefined;
}

export function createParsePool(script: string, size: number): ParsePool {
  const workers = Array.from({ length: size }, () => ({ worker: new Worker(script), busy: 0 }));
  const pending = new Map<number, Pending>();
  let nextId = 0;
  for (const slot of workers) {
    slot.worker.on('message', (message: { id: number; parsed?: ParsedFile; error?: string }) => {
      slot.busy--;
      const job = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) job?.reject(new Error(message.error));
      else job?.resolve(message.parsed!);
    });
    slot.worker.on('error', (error) => {
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    });
  }
  return {
    parse(text, job) {
      const slot = workers.reduce((a, b) => (b.busy < a.busy ? b : a));
      slot.busy++;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        slot.worker.postMessage({ id, text, job });
      });
    },
    async close() {
      await Promise.all(workers.map((slot) => slot.worker.terminate()));
    },
  };
}
