// Worker thread entry: parses markdown files sent by the parse pool and posts the plain results back.
import { parentPort } from 'node:worker_threads';
import { parseMarkdownFile, type ParseJob } from './parse-file.js';

parentPort?.on('message', (message: { id: number; text: string; job: ParseJob }) => {
  try {
    parentPort!.postMessage({ id: message.id, value: parseMarkdownFile(message.text, message.job) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: (error as Error).stack ?? String(error) });
  }
});
