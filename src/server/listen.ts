// Starts an HTTP server on a port, trying the next ones when it is taken; resolves with the URL.
import type { Server } from 'node:http';

/** The highest TCP port. */
const MAX_PORT = 65535;

export async function listen(server: Server, options: { port: number; host: string; tries?: number; onPortTaken?: (port: number) => void }): Promise<string> {
  // The next ports, up to the last one there is (65535: one past it throws a RangeError, not EADDRINUSE).
  const last = options.port === 0 ? 0 : Math.min(MAX_PORT, options.port + (options.tries ?? 20) - 1);
  for (let port = options.port; port <= last; port++) {
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
      if (port < last) options.onPortTaken?.(port);
    }
  }
  const ports = last === options.port ? `Port ${last} is` : `Ports ${options.port} to ${last} are all`;
  throw Object.assign(new Error(`${ports} in use; pass another with --port.`), {
    code: 'EADDRINUSE',
    syscall: 'listen',
  });
}
