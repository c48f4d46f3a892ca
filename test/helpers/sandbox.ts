// Sandboxes for attack tests: a folder of the test's own holding the site and everything around it, so
// an output folder that escapes (`..`, a sibling, a home-like folder) can only ever reach the sandbox.
// `snapshot` records every entry below a folder (type, bytes, symlink target) to prove nothing changed.
import { createHash } from 'node:crypto';
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];

export interface Sandbox {
  /** The sandbox folder: the only thing a test may let docsgen touch. */
  box: string;
  /** The site folder, `<box>/site`. */
  site: string;
  /** Writes files (sandbox-relative path -> contents). */
  write(files: Record<string, string | Uint8Array>): void;
}

/** A new sandbox under the system temp folder with a copy of `siteFrom` (a folder) or `files` as `<box>/site`. */
export function makeSandbox(site: string | Record<string, string | Uint8Array>): Sandbox {
  const box = mkdtempSync(path.join(os.tmpdir(), 'docsgen-box-'));
  made.push(box);
  const write = (files: Record<string, string | Uint8Array>) => {
    for (const [rel, contents] of Object.entries(files)) {
      const target = path.join(box, rel);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, contents);
    }
  };
  if (typeof site === 'string') cpSync(site, path.join(box, 'site'), { recursive: true });
  else write(Object.fromEntries(Object.entries(site).map(([rel, contents]) => [path.join('site', rel), contents])));
  return { box, site: path.join(box, 'site'), write };
}

/** Removes every sandbox made (call from afterAll). */
export function removeSandboxes(): void {
  for (const box of made.splice(0)) rmSync(box, { recursive: true, force: true });
}

/** Every entry below `dir` (relative path -> `dir`, `file <sha256>` or `link <target>`), symlinks not followed. */
export function snapshot(dir: string, skip: (rel: string) => boolean = () => false): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const child = rel ? path.join(rel, name) : name;
      if (skip(child)) continue;
      const abs = path.join(dir, child);
      const stat = lstatSync(abs);
      if (stat.isSymbolicLink()) out[child] = `link ${readlinkSync(abs)}`;
      else if (stat.isDirectory()) {
        out[child] = 'dir';
        walk(child);
      } else out[child] = `file ${createHash('sha256').update(readFileSync(abs)).digest('hex')}`;
    }
  };
  walk('');
  return out;
}

/** Every file below `dir` (relative path -> `file <sha256>`): two builds' outputs compare equal when their files do. */
export function fileHashes(dir: string): Record<string, string> {
  return Object.fromEntries(Object.entries(snapshot(dir)).filter(([, entry]) => entry.startsWith('file ')));
}
