// Starts an HTTP server on a port, trying the next ones when it is taken; resolves with the URL.
import type { Server } from 'node:http';

export async function listen(
  server: Server,
  options: { port: number; host: string; tries?: number; onPortTaken?: (port: number) => void },
): Promise<string> {
  const tries = options.tries ?? 20;
  for (let i = 0; i < tries; i++) {
    const port = options.port === 0 ? 0 : options.port + i;
    try {
      await new Promise<void>((resolve, reject) => {
        const onError = (error: Error) => {
          server.off('listening', onListening);
          reject(error);
        };
        const onListening = () => {
          server.off('error', onError);
          resolve();
        };
        server.once('error', onError);
        server.once('listening', onListening);
        server.listen(port, options.host);
      });
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      const host = options.host.includes(':') ? `[${options.host}]` : options.host;
      return `http://${host}:${actual}/`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || options.port === 0) throw error;
      options.onPortTaken?.(port);
    }
  }
  throw Object.assign(new Error(`Ports ${options.port} to ${options.port + tries - 1} are all in use; pass another with --port.`), {
    code: 'EADDRINUSE',
    syscall: 'listen',
  });
}
