// Config error cases: one folder per case under config/, holding a site.config.yaml and expected.txt,
// the whole diagnostic text the CLI prints for it (empty for a valid config). Add a case by adding a folder.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { formatDiagnostic, formatSummary, isDocsgenError, sortDiagnostics } from '../../src/diagnostics/index.js';

const root = fileURLToPath(new URL('./config', import.meta.url));
const cases = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** What `docsgen build` prints for the config in `dir` (without colours), or '' when it is valid. */
async function printedDiagnostics(dir: string): Promise<string> {
  try {
    await loadConfig(dir);
    return '';
  } catch (error) {
    if (!isDocsgenError(error)) throw error;
    const lines = sortDiagnostics(error.diagnostics).map(formatDiagnostic);
    return `${lines.join('\n')}\n${formatSummary(error.diagnostics)}\n`;
  }
}

describe('site.config.yaml diagnostics', () => {
  test('there is at least one case, and every case folder has its two files', () => {
    expect(cases.length).toBeGreaterThan(5);
    for (const name of cases) {
      expect(readdirSync(path.join(root, name)).sort(), name).toEqual(['expected.txt', 'site.config.yaml']);
    }
  });

  test.each(cases)('%s: prints exactly the diagnostics in expected.txt', async (name) => {
    const expected = readFileSync(path.join(root, name, 'expected.txt'), 'utf8');
    expect(await printedDiagnostics(path.join(root, name))).toBe(expected);
  });
});
