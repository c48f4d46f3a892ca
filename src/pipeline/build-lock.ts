// One build at a time into an output folder: a lock file in the cache folder, named by the output
// folder. A second build waits for the first (saying so once), and takes over the lock of a process
// that no longer runs.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { digestOf } from '../util/hash.js';
import { isAlive } from '../util/process-alive.js';

export interface BuildLock {
  release(): void;
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: number;
}

export interface LockOptions {
  /** Said once when another build holds the lock. */
  onWait?: (owner: LockOwner) => void;
  /** How long to wait for it before giving up (default ten minutes). */
  timeoutMs?: number;
  pollMs?: number;
}

/** Thrown when another build held the lock for longer than the wait allows. */
export class LockTimeout extends Error {
  constructor(
    readonly owner: LockOwner,
    readonly file: string,
  ) {
    super(`another build (process ${owner.pid}) has been writing this output folder since ${new Date(owner.startedAt).toISOString()}`);
  }
}

export function lockFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'locks', `${digestOf('sha1', path.resolve(outDir), 'base64url')}.lock`);
}

/**
 * Takes the lock of `outDir`; undefined when the cache folder cannot hold it (then the build goes on
 * unlocked, as without a cache).
 */
export async function lockOutput(cacheDir: string, outDir: string, options: LockOptions = {}): Promise<BuildLock | undefined> {
  const file = lockFile(cacheDir, outDir);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
  } catch {
    return undefined;
  }
  const deadline = Date.now() + (options.timeoutMs ?? 10 * 60_000);
  let told = false;
  for (;;) {
    const taken = tryTake(file);
    if (taken === 'unwritable') return undefined;
    if (taken) return taken;
    const owner = readOwner(file);
    // A lock whose process ended (killed, crashed) is taken over; one of another machine is waited for.
    if (!owner || (owner.host === os.hostname() && !isAlive(owner.pid))) {
      if (owner || isOld(file)) rmSync(file, { force: true });
      else await sleep(options.pollMs ?? 100);
      continue;
    }
    if (Date.now() > deadline) throw new LockTimeout(owner, file);
    if (!told) options.onWait?.(owner);
    told = true;
    await sleep(options.pollMs ?? 100);
  }
}

function tryTake(file: string): BuildLock | 'unwritable' | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EEXIST' ? undefined : 'unwritable';
  }
  try {
    writeSync(fd, JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: Date.now() } satisfies LockOwner));
  } finally {
    closeSync(fd);
  }
  const release = () => {
    process.off('exit', release);
    // Only our own lock: a build that found it stale may have replaced it.
    if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' && typeof owner.startedAt === 'number' ? (owner as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

/** A lock file without an owner is being written, or was left torn: torn once it is a few seconds old. */
function isOld(file: string): boolean {
  try {
    const stat = statSync(file);
    return stat.size > 0 || Date.now() - stat.mtimeMs > 5_000;
  } catch {
    return true;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
