// CPU time of the calling thread (a worker's own, not the process's), for --debug timings: read from
// /proc/thread-self/stat on Linux; undefined elsewhere.
import { readFileSync } from 'node:fs';

/** Milliseconds of CPU (user and system) this thread has used, or undefined where unknown. */
export function threadCpuMs(): number | undefined {
  try {
    // Fields after the command's closing parenthesis start at the state (field 3): utime is field 14,
    // stime 15, in clock ticks of 10 ms.
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
