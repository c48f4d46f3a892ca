// One line for a server that cannot listen (a taken port, an address this machine does not have), with
// what to do: printed by `serve` and `dev` instead of a stack trace, with exit code 2.

export function listenError(error: unknown, host: string, port: number): string {
  const code = (error as NodeJS.ErrnoException).code;
  const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (code === 'EADDRINUSE') return `docsgen: ${where} is already in use; pass another port with --port (or stop what uses it).`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return `docsgen: cannot listen on ${where}: this machine has no such address; pass --host 127.0.0.1 or one of its own addresses.`;
  if (code === 'EACCES') return `docsgen: not allowed to listen on ${where}; pass a port above 1023 with --port.`;
  return `docsgen: cannot listen on ${where}: ${(error as Error).message}`;
}
