// Worker thread entry: parses markdown files (and compiles MDX ones, and reads exact outlines) sent by
// the parse pool and posts the plain results back.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { compileMdxFile } from './mdx-file.js';
import { outlineParsedFile, parseJob, type ParseJob } from './parse-file.js';

/**
 * A background pool's worker (the dev server's parse after its start) yields the processor to the main
 * thread's saves and requests: at 10, a thread gets about a tenth of a core another busy thread of
 * usual priority wants (at 19, under other jobs' load, it starved). On Linux a thread's nice value is its
 * own, so this thread alone is lowered; where it cannot be, the worker runs at the usual priority.
 */
const BACKGROUND_NICENESS = 10;

if ((workerData as { background?: boolean } | undefined)?.background) {
  try {
    setPriority(BACKGROUND_NICENESS);
  } catch {
    // Not allowed here: the usual priority.
  }
}

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
