// Tests src/cli/progress.ts: the live line a build draws on a terminal (stage, pages done of all, time),
// redrawn in place and erased at the end; nothing at all off a terminal or in CI.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createProgressLine, formatProgress, wantsProgress, type ProgressStream } from '../../../src/cli/progress.js';

/** A terminal stand-in that records what is written to it. */
function fakeStream(options: { isTTY?: boolean; columns?: number } = {}): ProgressStream & { written: string[] } {
  const written: string[] = [];
  return { isTTY: options.isTTY ?? true, columns: options.columns ?? 80, written, write: (text: string) => written.push(text) };
}

describe('formatProgress', () => {
  test('says the stage, the pages written of all and the seconds so far', () => {
    expect(formatProgress({ stage: 'writing', done: 812, total: 2000 }, 12_345)).toBe('Writing pages  812/2,000  12.3 s');
    expect(formatProgress({ stage: 'loading' }, 400)).toBe('Reading content  0.4 s');
    expect(formatProgress({ stage: 'checking' }, 2_000)).toBe('Checking links  2.0 s');
  });

  test('stays one column short of a narrow terminal, so it never wraps; a width of 0 is taken as 80', () => {
    expect(formatProgress({ stage: 'writing', done: 1, total: 10 }, 1_000, 12)).toBe('Writing pag');
    expect(formatProgress({ stage: 'writing', done: 1, total: 10 }, 1_000, 0)).toBe('Writing pages  1/10  1.0 s');
  });
});

describe('wantsProgress', () => {
  test('is on for a terminal, off for a pipe or a file and off in CI', () => {
    expect(wantsProgress(fakeStream(), {})).toBe(true);
    expect(wantsProgress(fakeStream({ isTTY: false }), {})).toBe(false);
    expect(wantsProgress(fakeStream(), { CI: 'true' })).toBe(false);
    expect(wantsProgress(fakeStream(), { CI: '1' })).toBe(false);
    expect(wantsProgress(fakeStream(), { CI: 'false' })).toBe(true);
  });
});

describe('createProgressLine', () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => vi.useRealTimers());
  const advance = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };

  test('draws nothing for a quick build, then redraws the line in place and erases it when stopped', () => {
    const stream = fakeStream();
    const line = createProgressLine(stream, { now: () => clock, enabled: true, delayMs: 500, intervalMs: 100 });
    line.update({ stage: 'loading' });
    advance(400);
    expect(stream.written).toEqual([]);
    advance(100);
    line.update({ stage: 'writing', done: 3, total: 9 });
    advance(100);
    // The time moves on while a stage runs long, though nothing else changed.
    advance(100);
    line.stop();
    expect(stream.written).toEqual([
      '\r\x1b[2KReading content  0.5 s',
      '\r\x1b[2KWriting pages  3/9  0.6 s',
      '\r\x1b[2KWriting pages  3/9  0.7 s',
      '\r\x1b[2K',
    ]);
    // Stopped: no redraw after.
    advance(1_000);
    expect(stream.written).toHaveLength(4);
  });

  test('clear erases the line before other output, and the next redraw draws it again', () => {
    const stream = fakeStream();
    const line = createProgressLine(stream, { now: () => clock, enabled: true, delayMs: 0, intervalMs: 100 });
    line.update({ stage: 'checking' });
    advance(100);
    line.clear();
    line.clear();
    advance(100);
    line.stop();
    expect(stream.written).toEqual(['\r\x1b[2KChecking links  0.1 s', '\r\x1b[2K', '\r\x1b[2KChecking links  0.2 s', '\r\x1b[2K']);
  });

  test('writes nothing at all off a terminal', () => {
    const stream = fakeStream({ isTTY: false });
    const line = createProgressLine(stream, { now: () => clock, delayMs: 0 });
    line.update({ stage: 'writing', done: 1, total: 2 });
    advance(1_000);
    line.stop();
    expect(stream.written).toEqual([]);
  });
});
