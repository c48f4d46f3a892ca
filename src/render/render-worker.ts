// Render worker thread: imports the compiled theme and receives the route graph once, then turns URLs
// into HTML documents (see pool.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { importTheme } from './theme-module.js';
import { withDocBody, type RenderJob, type RenderWorkerData } from './pool.js';
import { renderRoute } from './render-route.js';

const { modulePath, dir, graph, chrome } = workerData as RenderWorkerData;
// Jobs that arrive while the theme loads wait for it, in order.
const theme = importTheme({ modulePath, dir });

parentPort!.on('message', async (message: RenderJob & { id: number }) => {
  try {
    const context = { graph, chrome, theme: await theme };
    const route = graph.routes.get(message.url);
    if (!route) throw new Error(`no route ${message.url} in the render worker's graph`);
    const html = renderRoute(route.kind === 'doc' && message.html !== undefined ? withDocBody(route, { html: message.html }) : route, context);
    parentPort!.postMessage({ id: message.id, value: html });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: (error as Error).stack ?? String(error) });
  }
});
