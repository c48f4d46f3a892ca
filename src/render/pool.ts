// Worker threads that render pages in parallel for large sites: the main thread builds each page's
// props from the graph and sends them; a worker renders and sends the HTML back.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createWorkerPool } from '../util/worker-pool.js';
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
  const pool = createWorkerPool<{ props: PageProps }, string>(script, {
    size,
    workerData: { modulePath: theme.modulePath, dir: theme.dir },
  });
  return { render: (props) => pool.run({ props }), close: () => pool.close() };
}
