// Docs' HTML bodies of a big site, kept on disk between parsing and rendering: only a doc's own page
// shows its body, so the route graph holds a getter that reads it back when that page is rendered
// (50,000 docs' bodies are most of a build's memory). The file lives in docsgen's cache folder, under
// a name holding the build's process id, and goes when the build ends (or, if the build was killed,
// with the next build's start).
import { closeSync, mkdirSync, openSync, readdirSync, readSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { CompiledMarkdown } from '../markdown/compile.js';
import { isAlive } from '../util/process-alive.js';

/** Docs a site must have before their bodies go to disk: below it they cost little memory. */
export const SPILL_THRESHOLD = 5000;

export interface BodySpill {
  /** The doc's compiled markdown, with its HTML body read from disk on demand. */
  keep(markdown: CompiledMarkdown): CompiledMarkdown;
  /** Closes and removes the file (the getters handed out must not be read after this). */
  close(): void;
}

const FOLDER = 'bodies';
const NAME = /^(\d+)-[a-z0-9]+\.bin$/;

/** A spill file in `cacheDir`; undefined when the folder cannot be written (bodies then stay in memory). */
export function openBodySpill(cacheDir: string): BodySpill | undefined {
  const dir = path.join(cacheDir, FOLDER);
  let fd: number;
  let file: string;
  try {
    mkdirSync(dir, { recursive: true });
    removeDeadSpills(dir);
    file = path.join(dir, `${process.pid}-${Date.now().toString(36)}.bin`);
    fd = openSync(file, 'w+');
  } catch {
    return undefined;
  }
  let end = 0;
  let closed = false;
  return {
    keep(markdown) {
      if (closed || markdown.html.length < 1024) return markdown;
      const bytes = Buffer.from(markdown.html, 'utf8');
      try {
        writeSync(fd, bytes, 0, bytes.length, end);
      } catch {
        return markdown;
      }
      const at = end;
      const length = bytes.length;
      end += length;
      // The getter holds the body's place and length only (not its bytes).
      const read = () => {
        if (closed) throw new Error(`The body of a doc was read after its build ended (${file} is gone)`);
        const buffer = Buffer.allocUnsafe(length);
        readSync(fd, buffer, 0, buffer.length, at);
        return buffer.toString('utf8');
      };
      return Object.defineProperty({ ...markdown }, 'html', { get: read, enumerable: true, configurable: false });
    },
    close() {
      if (closed) return;
      closed = true;
      closeSync(fd);
      rmSync(file, { force: true });
    },
  };
}

/** Removes spill files of builds whose process is gone. */
function removeDeadSpills(dir: string): void {
  for (const name of readdirSync(dir)) {
    const pid = Number(NAME.exec(name)?.[1]);
    if (pid && !isAlive(pid)) rmSync(path.join(dir, name), { force: true });
  }
}
