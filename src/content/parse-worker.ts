// Worker thread entry: parses markdown files (and compiles MDX ones) sent by the parse pool and posts the
// plain results back.
import { parentPort } from 'node:worker_threads';
import { compileMdxFile } from './mdx-file.js';
import { parseMarkdownFile, type ParseJob } from './parse-file.js';

parentPort?.on('message', (message: { id: number; text: string; job: ParseJob; mdx?: true }) => {
  try {
    const value = message.mdx ? compileMdxFile(message.text, message.job) : parseMarkdownFile(message.text, message.job);
    parentPort!.postMessage({ id: message.id, value });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: (error as Error).stack ?? String(error) });
  }
});
