// The live line a build shows on a terminal: its stage, pages written of all, and the time so far,
// redrawn in place a few times a second and erased when the build ends. Off the terminal (a pipe, a
// log file, CI) it writes nothing: logs get the summary alone.
import type { BuildProgress } from '../build.js';

/** What the line writes to: a terminal stream (process.stderr), or a fake one in tests. */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export interface ProgressLine {
  /** The build's latest stage and counts (drawn at the next redraw). */
  update(progress: BuildProgress): void;
  /** Erases the line (before other output, and when the build ends); a later update draws it again. */
  clear(): void;
  /** Erases the line and stops redrawing. */
  stop(): void;
}

export interface ProgressOptions {
  /** Milliseconds since some fixed moment (default performance.now). */
  now?: () => number;
  /** The line appears only once the build has run this long: a quick build shows none (default 500 ms). */
  delayMs?: number;
  /** Redraws this often, so the time keeps moving while a stage runs long (default 100 ms). */
  intervalMs?: number;
}

const STAGES: Record<BuildProgress['stage'], string> = { loading: 'Reading content', checking: 'Checking links', writing: 'Writing pages' };
/** Erases the current line and returns to its start. */
const ERASE = '\r\x1b[2K';

/** The line's text: `Writing pages  812/2,000  12.3 s`, cut to the terminal's width. */
export function formatProgress(progress: BuildProgress, elapsedMs: number, columns = 80): string {
  const count = progress.total !== undefined ? `  ${(progress.done ?? 0).toLocaleString('en-US')}/${progress.total.toLocaleString('en-US')}` : '';
  const text = `${STAGES[progress.stage]}${count}  ${(elapsedMs / 1000).toFixed(1)} s`;
  // One column short of the width: writing into the last column wraps some terminals to a new line. A
  // terminal that reports no width (0) is taken as 80 wide.
  const width = columns > 0 ? columns : 80;
  return text.length >= width ? text.slice(0, width - 1) : text;
}

/** Whether a build should show the live line: on a terminal, and not in CI (`CI` set to anything but `false` or `0`). */
export function wantsProgress(stream: ProgressStream, env: NodeJS.ProcessEnv = process.env): boolean {
  const ci = env.CI !== undefined && env.CI !== '' && env.CI !== 'false' && env.CI !== '0';
  return stream.isTTY === true && !ci;
}

/** A live line on `stream`; one that draws nothing when the stream is no terminal or in CI. */
export function createProgressLine(stream: ProgressStream, options: ProgressOptions & { enabled?: boolean } = {}): ProgressLine {
  if (!(options.enabled ?? wantsProgress(stream))) return { update: () => undefined, clear: () => undefined, stop: () => undefined };
  const now = options.now ?? (() => performance.now());
  const start = now();
  const delay = options.delayMs ?? 500;
  let latest: BuildProgress | undefined;
  let shown = '';
  const draw = () => {
    if (!latest || now() - start < delay) return;
    const text = formatProgress(latest, now() - start, stream.columns);
    if (text === shown) return;
    stream.write(`${ERASE}${text}`);
    shown = text;
  };
  const clear = () => {
    if (shown) stream.write(ERASE);
    shown = '';
  };
  const timer = setInterval(draw, options.intervalMs ?? 100);
  // The line never keeps the process alive.
  timer.unref();
  return {
    update(progress) {
      latest = progress;
    },
    clear,
    stop() {
      clearInterval(timer);
      clear();
    },
  };
}
