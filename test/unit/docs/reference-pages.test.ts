// The generated reference pages of docsgen's docs site (scripts/docs-reference.ts): the committed files are
// exactly what the script makes from the config schema, the CLI and the codes table, so they cannot drift,
// and each page covers every key, command and code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { REFERENCE_DIR, referencePages } from '../../../scripts/docs-reference.js';
import { createProgram } from '../../../src/cli/index.js';
import { configSchema } from '../../../src/config/schema.js';
import { codes, diagnosticCodes } from '../../../src/diagnostics/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const pages = referencePages();
const committed = (name: string) => readFileSync(path.join(ROOT, REFERENCE_DIR, name), 'utf8');

describe('the reference pages', () => {
  test.each(Object.keys(pages))('%s is what scripts/docs-reference.ts generates (run it after changing the schema, the CLI or the codes)', (name) => {
    expect(committed(name)).toBe(pages[name]);
  });

  test('the configuration page has a section for every top-level key of the schema, with its doc comment', () => {
    const page = pages['configuration.md']!;
    const sections = [...page.matchAll(/^## `([^`]+)`$/gm)].map((m) => m[1]);
    expect(sections).toEqual(Object.keys(configSchema.shape));
    expect(page).toContain('Path the site is served under, starting and ending with `/`');
  });

  test('the configuration page lists nested keys with their type and default', () => {
    const page = pages['configuration.md']!;
    expect(page).toContain('| `colorMode.defaultMode` | `"light" \\| "dark"` | `"light"` | Mode for readers who have not chosen one. |');
    expect(page).toContain('| `docs[].versions[].routePath` | `string` |  |');
    expect(page).toContain('| `blogs[].postsPerPage` | `integer` | `10` |');
  });

  test('the CLI page shows the --help of every command', () => {
    const page = pages['cli.md']!;
    const program = createProgram();
    for (const command of program.commands) {
      expect(page).toContain(`## \`docsgen ${command.name()}\``);
      for (const option of command.options) expect(page, `${command.name()} ${option.flags}`).toContain(option.flags);
    }
  });

  test('the diagnostics page has one row per code, in table order, with its default severity', () => {
    const rows = [...pages['diagnostics.md']!.matchAll(/^\| `([^`]+)` \| (\w+) \| .{10,} \|$/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(rows).toEqual(diagnosticCodes.map((code) => `${code} ${codes[code].severity}`));
  });
});
