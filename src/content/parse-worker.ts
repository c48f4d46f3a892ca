// Worker thread entry: parses markdown files (and compiles MDX ones, and reads exact outlines) sent by
// the parse pool and posts the plain results back.
import { parentPort } from 'node:worker_threads';
import { compileMdxFile } from './mdx-file.js';
import { outlineParsedFile, parseJob, type ParseJob } from './parse-file.js';

// A job naming the site's plugins imports them on the worker's first such job (parseJob keeps them).
parentPort?.on('message', async (message: { id: number; text: string; job: ParseJob; mdx?: true; outline?: true }) => {
  try {
    const value = message.outline
      ? (outlineParsedFile(message.text, message.job) ?? null)
      : message.mdx
        ? await compileMdxFile(message.text, message.job)
        : await parseJob(message.text, message.job);
    parentPort!.postMessage({ id: message.id, value });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: (error as Error).stack ?? String(error) });
  }
});
