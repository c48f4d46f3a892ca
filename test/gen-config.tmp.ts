import { readdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config/load.js';
import { formatDiagnostic, formatSummary, sortDiagnostics, isDocsgenError } from '../src/diagnostics/index.js';
const root = '/work/main/test/cases/config';
for (const name of readdirSync(root).sort()) {
  let text = '';
  try { await loadConfig(path.join(root, name)); } catch (e) {
    if (!isDocsgenError(e)) throw e;
    text = sortDiagnostics(e.diagnostics).map(formatDiagnostic).join('\n') + '\n' + formatSummary(e.diagnostics) + '\n';
  }
  console.log(`##### ${name}\n${text}`);
}
