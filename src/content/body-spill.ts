// Docs' HTML bodies (and their sections' text) of a big site, kept on disk between parsing and
// rendering: only a doc's own page shows its body, and only the search index reads its sections, so the
// route graph holds getters that read them back when needed (50,000 docs' bodies are most of a build's
// memory). The file lives in docsgen's cache folder, under
// a name holding the build's process id, and goes when the build ends (or, if the build was killed,
// with the next build's start).
import { closeSync, mkdirSync, openSync, readdirSync, readSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { CompiledMarkdown } from '../markdown/compile.js';
import { isAlive } from '../util/process-alive.js';
import { isBodyOnDisk } from './parse-cache.js';

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
  /** Writes `text`; the getter it returns reads it back (holding its place and length, not its bytes). */
  const put = (text: string): (() => string) => {
    const bytes = Buffer.from(text, 'utf8');
    writeSync(fd, bytes, 0, bytes.length, end);
    const at = end;
    const length = bytes.length;
    end += length;
    return () => {
      if (closed) throw new Error(`The body of a doc was read after its build ended (${file} is gone)`);
      const buffer = Buffer.allocUnsafe(length);
      readSync(fd, buffer, 0, length, at);
      return buffer.toString('utf8');
    };
  };
  return {
    keep(markdown) {
      // A cached file's body is on disk already (its getters read the parse cache).
      if (closed || isBodyOnDisk(markdown) || markdown.html.length < 1024) return markdown;
      let html: () => string;
      let sections: () => string;
      try {
        html = put(markdown.html);
        // The sections' text too: only the search index reads it, once.
        sections = put(JSON.stringify(markdown.sections));
      } catch {
        return markdown;
      }
      // Copied by descriptors: a getter (a cached search summary's) stays one, and so does a hidden key.
      return Object.defineProperties(
        {},
        {
          ...Object.getOwnPropertyDescriptors(markdown),
          html: { get: html, enumerable: true, configurable: false },
          sections: { get: () => JSON.parse(sections()) as CompiledMarkdown['sections'], enumerable: true, configurable: false },
        },
      ) as CompiledMarkdown;
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
