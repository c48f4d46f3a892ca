// Render worker thread: imports the compiled theme once, then turns page props into HTML documents.
import { parentPort, workerData } from 'node:worker_threads';
import type { PageProps } from '../../theme/props.js';
import { importTheme } from '../bundle/theme.js';
import { renderProps } from './render-route.js';

const { modulePath, dir } = workerData as { modulePath: string; dir: string };
const theme = await importTheme(modulePath, dir);

parentPort!.on('message', (message: { id: number; props: PageProps }) => {
  try {
    parentPort!.postMessage({ id: message.id, value: renderProps(message.props, theme) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: (error as Error).stack ?? String(error) });
  }
});
