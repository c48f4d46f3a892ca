// Worker threads that render pages in parallel for large sites: the main thread builds each page's
// props from the graph and sends them; a worker renders and sends the HTML back.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageProps } from '../../theme/props.js';
import type { Theme } from '../bundle/theme.js';

/** Below this many routes a pool costs more than it saves. */
export const RENDER_POOL_THRESHOLD = 300;

export interface RenderPool {
  render(props: PageProps): Promise<string>;
  close(): Promise<void>;
}

export function renderWorkerScript(packageRoot: string): string | undefined {
  const script = path.join(packageRoot, 'dist', 'render', 'render-worker.js');
  return existsSync(script) ? script : undefined;
}

export function createRenderPool(script: string, theme: Theme, size: number): RenderPool {
  const slots = Array.from({ length: size }, () => ({
    worker: new Worker(script, { workerData: { modulePath: theme.modulePath, dir: theme.dir } }),
    busy: 0,
  }));
  const pending = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  for (const slot of slots) {
    slot.worker.on('message', (message: { id: number; html?: string; error?: string }) => {
      slot.busy--;
      const job = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) job?.reject(new Error(message.error));
      else job?.resolve(message.html!);
    });
    slot.worker.on('error', (error) => {
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    });
  }
  return {
    render(props) {
      const slot = slots.reduce((a, b) => (b.busy < a.busy ? b : a));
      slot.busy++;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        slot.worker.postMessage({ id, props });
      });
    },
    async close() {
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
