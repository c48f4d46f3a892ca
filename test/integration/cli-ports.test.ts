// Issue 38, item 8: `dev --port 65535` with the port taken crashed with a RangeError stack (it tried
// 65536), and `--port ""`, `0x10`, `1e3` were read as ports. A port is decimal digits from 0 to 65535;
// anything else is a usage error in one line (exit 2), and a taken last port is one line too.
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli } from '../helpers/index.js';

const minimal = fileURLToPath(new URL('../fixtures/sites/minimal', import.meta.url));

describe.each(['dev', 'serve'])('docsgen %s --port', (command) => {
  test.each(['', '0x10', '1e3', ' 80', '80 ', '+80', '-1', '65536', '3000.0', '١٢'])('refuses %j in one line, with exit 2', async (port) => {
    const { code, stderr } = await runCli([command, minimal, '--port', port], { cwd: minimal });
    expect(stderr).toBe(
      `error: option '-p, --port <port>' argument '${port}' is invalid. must be a whole number from 0 to 65535, written in decimal digits (0: any free port).\n(run docsgen --help for usage)\n`,
    );
    expect(code).toBe(2);
  });
});

describe('docsgen dev on the last port, taken', () => {
  let taken: Server;
  beforeAll(async () => {
    taken = createServer();
    // Held by this test; if something else holds it already, it is taken all the same.
    await new Promise<void>((resolve) => {
      taken.once('error', () => resolve());
      taken.listen(65535, '127.0.0.1', () => resolve());
    });
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  test('says the port is in use in one line, with exit 2, and no stack', async () => {
    const { code, stdout, stderr } = await runCli(['dev', minimal, '--port', '65535'], { cwd: minimal });
    expect(stderr).toBe('docsgen: 127.0.0.1:65535 is already in use; pass another port with --port (or stop what uses it).\n');
    expect(stdout).not.toContain('trying 65536');
    expect(code).toBe(2);
  }, 60_000);
});
