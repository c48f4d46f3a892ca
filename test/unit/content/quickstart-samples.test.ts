// Type-checks the complete code samples of the Sesame quickstarts against the SDK's declared types
// (test/fixtures/sdk/sesame.d.ts), so a sample that drops an import, calls a method the SDK lacks or uses
// a name it never declares fails here, not in a reader's editor.
//
// A complete sample is a fenced `ts` or `tsx` block whose meta has the word `check` and a `title` naming its
// file (```tsx title="src/App.tsx" check). The checked samples of one page form one project rooted at a
// folder of their own, so `./LoginForm` or `@/lib/auth` resolves to the page's sample of that file.
// Packages other than Sesame's, React's and Node's are declared as untyped modules
// (test/fixtures/sdk/frameworks.d.ts): only their import names are checked, not how they are used.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const QUICKSTARTS = 'content/docs/quickstarts';
const DECLARATIONS = ['test/fixtures/sdk/sesame.d.ts', 'test/fixtures/sdk/frameworks.d.ts'].map((file) => path.join(repo, file));
/** Virtual folder the samples live in; never written to disk. */
const ROOT = path.join(repo, '.samples');

interface Sample {
  /** The markdown file, relative to the repository. */
  page: string;
  /** 1-based line of the sample's first code line in the page. */
  line: number;
  title: string;
  /** Where the compiler sees it: ROOT/<page name>/<title>. */
  file: string;
  code: string;
}

/** The samples a page marks `check`. */
function checkedSamples(page: string, text: string): Sample[] {
  const samples: Sample[] = [];
  const lines = text.split('\n');
  let open: { fence: string; meta: string; lang: string; line: number; body: string[] } | null = null;
  lines.forEach((line, i) => {
    const fence = /^(`{3,}|~{3,})(.*)$/.exec(line);
    if (open) {
      if (fence && fence[1]!.startsWith(open.fence) && fence[2]!.trim() === '') {
        const title = /title="([^"]+)"/.exec(open.meta)?.[1];
        if (/(^|\s)check(\s|$)/.test(open.meta.replace(/title="[^"]*"/, '')) && (open.lang === 'ts' || open.lang === 'tsx')) {
          if (!title || !/\.tsx?$/.test(title)) throw new Error(`${page}:${open.line - 1}: a checked sample needs title="<file>.ts" or .tsx`);
          const file = path.join(ROOT, path.basename(page, '.md'), title);
          samples.push({ page, line: open.line, title, file, code: open.body.join('\n') });
        }
        open = null;
      } else open.body.push(line);
    } else if (fence) {
      const [lang = '', ...meta] = fence[2]!.trim().split(/\s+/);
      open = { fence: fence[1]!, lang, meta: meta.join(' '), line: i + 2, body: [] };
    }
  });
  return samples;
}

function quickstartSamples(): Sample[] {
  return readdirSync(path.join(repo, QUICKSTARTS))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .flatMap((name) => {
      const page = path.posix.join(QUICKSTARTS, name);
      return checkedSamples(page, readFileSync(path.join(repo, page), 'utf8'));
    });
}

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  // The frameworks' own types are not installed (frameworks.d.ts types them `any`), so callbacks they
  // call have untyped parameters.
  noImplicitAny: false,
  skipLibCheck: true,
  noEmit: true,
  isolatedModules: true,
};

const libraryFiles = new Map<string, ts.SourceFile | undefined>();

/** The folders above a virtual file, up to ROOT. */
function ancestors(file: string): string[] {
  const out: string[] = [];
  for (let folder = path.dirname(file); folder.startsWith(ROOT); folder = path.dirname(folder)) out.push(folder);
  return out;
}

/** Compiles the samples as one program; returns each problem as `page:line  message`. */
function typeCheck(samples: Sample[]): string[] {
  const byFile = new Map(samples.map((sample) => [sample.file, sample]));
  const host = ts.createCompilerHost(OPTIONS, true);
  const { getSourceFile, fileExists, readFile } = host;
  const folders = new Set(samples.flatMap((sample) => ancestors(sample.file)));
  host.fileExists = (file) => byFile.has(file) || fileExists.call(host, file);
  host.directoryExists = (folder) => folders.has(folder) || ts.sys.directoryExists(folder);
  host.readFile = (file) => byFile.get(file)?.code ?? readFile.call(host, file);
  host.getSourceFile = (file, language, onError) => {
    const sample = byFile.get(file);
    if (sample) return ts.createSourceFile(file, sample.code, language, true);
    // Library files (lib.dom, @types/node, React) parse once for every program of the run.
    const key = `${file}\0${typeof language === 'object' ? language.languageVersion : language}`;
    if (!libraryFiles.has(key)) libraryFiles.set(key, getSourceFile.call(host, file, language, onError));
    return libraryFiles.get(key);
  };
  // `@/x` is the project root's `x` (Next.js, Expo) or its `src/x` (Vite, Vue CLI).
  host.resolveModuleNameLiterals = (literals, containing, _redirect, options) =>
    literals.map(({ text }) => {
      if (text.startsWith('@/')) {
        const project = path.join(ROOT, path.relative(ROOT, containing).split(path.sep)[0]!);
        for (const base of [project, path.join(project, 'src')]) {
          for (const ext of ['.ts', '.tsx']) {
            const candidate = path.join(base, text.slice(2) + ext);
            if (byFile.has(candidate)) return { resolvedModule: { resolvedFileName: candidate, extension: ext as ts.Extension } };
          }
        }
      }
      return ts.resolveModuleName(text, containing, options, host);
    });
  const program = ts.createProgram([...DECLARATIONS, ...byFile.keys()], OPTIONS, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const sample = d.file && byFile.get(d.file.fileName);
    if (!sample || d.start === undefined) return `${d.file?.fileName ?? '(options)'}  ${message}`;
    const { line } = d.file!.getLineAndCharacterOfPosition(d.start);
    return `${sample.page}:${sample.line + line}  (${sample.title})  ${message}`;
  });
}

describe('quickstart samples', () => {
  const samples = quickstartSamples();

  test('every quickstart marks its complete samples for checking', () => {
    const pages = readdirSync(path.join(repo, QUICKSTARTS)).filter((name) => name.endsWith('.md'));
    const checked = new Set(samples.map((sample) => path.basename(sample.page)));
    expect(pages.filter((page) => !checked.has(page))).toEqual([]);
    expect(samples.length).toBeGreaterThanOrEqual(pages.length * 2);
  });

  test('every checked sample compiles against the SDK declarations', () => {
    expect(typeCheck(samples)).toEqual([]);
  });

  test('the declarations match the SDK surface the reference is written from, method by method', () => {
    const normalise = (text: string) => text.replace(/\s+/g, ' ').replace(/;? }/g, ' }').replace(/\( /g, '(').replace(/,? \)/g, ')').replace(/;$/, '').trim();
    const surface = readFileSync(path.join(repo, 'content/docs/_sdk-surface.txt'), 'utf8');
    const documented = [...surface.matchAll(/^client\.(\w+)(\(.*)$/gm)].map(([, name, rest]) => `${name}${normalise(rest!)}`);
    const source = ts.createSourceFile('sesame.d.ts', readFileSync(DECLARATIONS[0]!, 'utf8'), ts.ScriptTarget.ES2022, true);
    const declared: string[] = [];
    source.forEachChild(function visit(node) {
      if (ts.isInterfaceDeclaration(node) && node.name.text === 'SesameClient') {
        for (const member of node.members) declared.push(normalise(member.getText(source)));
      } else node.forEachChild(visit);
    });
    expect(documented.length).toBeGreaterThan(20);
    expect(declared).toEqual(documented);
  });

  test('the React App keeps the effect that confirms a magic link opened in a new tab', () => {
    const app = samples.find((sample) => sample.page.endsWith('/react.md') && sample.title === 'src/App.tsx');
    expect(app?.code).toContain('sesame.confirmMagicLink()');
  });

  test('a sample that drops an import or uses an undeclared name fails', () => {
    const app = samples.find((sample) => sample.page.endsWith('/react.md') && sample.title === 'src/App.tsx')!;
    const others = samples.filter((sample) => sample !== app);
    const noImport = { ...app, code: app.code.replace("import { useEffect } from 'react';\n", '') };
    expect(typeCheck([...others, noImport])).toEqual([
      expect.stringMatching(/^content\/docs\/quickstarts\/react\.md:\d+ {2}\(src\/App\.tsx\) {2}Cannot find name 'useEffect'/),
    ]);
    const undeclared = { ...app, code: app.code.replace('sesame.logout()', 'sesame.signOut()') };
    expect(typeCheck([...others, undeclared])).toEqual([
      expect.stringMatching(/react\.md:\d+ {2}\(src\/App\.tsx\) {2}Property 'signOut' does not exist on type 'SesameClient'/),
    ]);
  });
});
