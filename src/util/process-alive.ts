// Whether a process id names a live process (of this user or another): what tells a killed build's
// temporaries from a running build's.

/** True while `pid` runs; false for this process itself, which asks about others only. */
export function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
