// The live-reload channel: server-sent events at /__docsgen/events. Browsers get `reload` after a good
// rebuild, `css` with the new stylesheet URL after a styles-only change, and `problems` with the
// diagnostics to show in the overlay (an empty list clears it).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Diagnostic } from '../diagnostics/index.js';

export const EVENTS_PATH = '/__docsgen/events';

export interface LiveReload {
  /** Middleware: answers the events endpoint, passes anything else on. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  reload(): void;
  css(url: string): void;
  problems(diagnostics: Diagnostic[]): void;
  clients(): number;
  close(): void;
}

export function createLiveReload(): LiveReload {
  const streams = new Set<ServerResponse>();
  let lastProblems: Diagnostic[] = [];
  const send = (event: string, data: unknown) => {
    const payload = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const res of streams) res.write(payload);
  };
  return {
    handle: function docsgenLiveReload(req, res) {
      if (new URL(req.url ?? '/', 'http://localhost').pathname !== EVENTS_PATH) return false;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      res.write(`event: problems\ndata: ${JSON.stringify(lastProblems)}\n\n`);
      streams.add(res);
      req.on('close', () => streams.delete(res));
      return true;
    },
    reload: () => send('reload', {}),
    css: (url) => send('css', { url }),
    problems(diagnostics) {
      lastProblems = diagnostics;
      send('problems', diagnostics);
    },
    clients: () => streams.size,
    close() {
      for (const res of streams) res.end();
      streams.clear();
    },
  };
}
