// The diagnostics of an MDX page's module: esbuild's errors at the page's import lines (or at the line
// of the site's component that imports what is missing), and the islands that cannot reach the browser.
import path from 'node:path';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import type { MdxImport } from '../markdown/mdx-components.js';
import type { IslandUse } from '../markdown/mdx-islands.js';
import type { ChunkResult } from './island-chunks.js';
import { PRIVATE_PATH_ERROR, privatePathHint } from './private-imports.js';

/** What importDiagnostics reads of a page's module (MdxModule). */
interface ImportingPage {
  file: string;
  imports: readonly MdxImport[];
  component?: boolean;
}

/** A component that cannot be built for the browser: `mdx/invalid` (`asset/not-allowed` for a refused path) at its use. */
export function chunkDiagnostics(result: ChunkResult, use: IslandUse): Diagnostic[] {
  if (!('error' in result)) return [];
  if (result.error.text.includes(PRIVATE_PATH_ERROR)) {
    return [
      createDiagnostic('asset/not-allowed', {
        message: `Import ${result.error.text}`,
        file: use.file,
        line: use.line,
        column: use.column,
        hint: privatePathHint(result.error.text),
      }),
    ];
  }
  return [
    createDiagnostic('mdx/invalid', {
      message: `<${use.name === 'default' ? path.basename(use.source) : use.name}> from "${use.source}" cannot be built for the browser: ${result.error.text}`,
      file: use.file,
      line: use.line,
      column: use.column,
      hint: 'Fix the component so it bundles for the browser (no Node built-ins, every import installed in the site).',
    }),
  ];
}

/** Props of an island that cannot reach the browser: `mdx/island-props` at the element. */
export function propsDiagnostic(use: IslandUse, message: string): Diagnostic {
  const name = use.name === 'default' ? path.basename(use.source).replace(/\.[jt]sx?$/, '') : use.name;
  return createDiagnostic('mdx/island-props', {
    message: `<${name}> hydrates in the browser, but its ${message}: island props must be plain data`,
    file: use.file,
    line: use.line,
    column: use.column,
    hint: 'Pass strings, numbers, booleans, arrays or plain objects (MDX content goes in as children); move functions and elements into the component itself.',
  });
}

/** esbuild's errors as diagnostics at the page's import lines (`mdx/unresolved-import`), or `mdx/invalid`. */
export function importDiagnostics(error: unknown, page: ImportingPage, sourcefile = page.file): Diagnostic[] {
  const errors = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }).errors ?? [];
  if (!errors.length) return [createDiagnostic('mdx/invalid', { message: String((error as Error).message), file: page.file, line: 1, column: 1 })];
  return errors.map((e) => {
    // A file of src/pages that exports no component as its default is no page.
    if (page.component && /^No matching export in "[^"]+" for import "default"$/.test(e.text)) {
      return createDiagnostic('mdx/invalid', {
        message: `${page.file} has no default export: a file of src/pages is a page, its default export the component that renders it`,
        file: page.file,
        line: 1,
        column: 1,
        hint: 'Export the page component as default (`export default function Page() {…}`), or move the file out of src/pages or start its name with `_`.',
      });
    }
    const missing = /Could not resolve "([^"]+)"/.exec(e.text)?.[1];
    const at = missing ? page.imports.find((i) => i.source === missing) : undefined;
    // An import of one of the site's components (not of the page itself): reported where it is written.
    const nested = !at && e.location && e.location.file !== sourcefile && !e.location.file.includes(':') ? e.location : undefined;
    if (e.text.includes(PRIVATE_PATH_ERROR)) {
      // The page's own import where the page writes it, or one of a component it imports.
      const refused = /^"([^"]+)"/.exec(e.text)?.[1];
      const own = page.imports.find((i) => i.source === refused);
      const place = own
        ? { file: page.file, line: own.line, column: own.column }
        : nested
          ? { file: nested.file, line: nested.line, column: nested.column + 1 }
          : { file: page.file, line: 1, column: 1 };
      return createDiagnostic('asset/not-allowed', { message: `Import ${e.text}`, ...place, hint: privatePathHint(e.text) });
    }
    if (missing) {
      return createDiagnostic('mdx/unresolved-import', {
        message: `Cannot import "${missing}": no such module or file`,
        file: nested?.file ?? page.file,
        line: nested?.line ?? at?.line ?? 1,
        column: nested ? nested.column + 1 : (at?.column ?? 1),
        hint:
          missing.startsWith('.') || missing.startsWith('@site/')
            ? 'Fix the path (relative to this file, or to the site folder after @site/).'
            : 'Install the package in the site folder (npm install), or use one of the @theme/ components docsgen provides.',
      });
    }
    return createDiagnostic('mdx/invalid', {
      message: e.text,
      file: nested?.file ?? page.file,
      line: nested?.line ?? at?.line ?? 1,
      column: nested ? nested.column + 1 : 1,
      hint: page.component && nested?.file === page.file ? "Fix the page's code at this place." : 'Fix the import or the partial it names.',
    });
  });
}
