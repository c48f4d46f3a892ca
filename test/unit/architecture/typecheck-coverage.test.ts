// Pins what `npm test` type-checks: it runs `npm run typecheck` first, that runs every tsconfig of the
// repository, and every TypeScript file (and every benchmark script) belongs to one of them.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

/** Folders that hold no source of the repository: installed packages, build output, fixture sites' inputs. */
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'test-results', 'playwright-report', 'test/fixtures']);

function repositoryFiles(dir = ''): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.name.startsWith('.') || SKIPPED.has(rel)) return [];
    return entry.isDirectory() ? repositoryFiles(rel) : [rel];
  });
}

/** The projects `npm run typecheck` passes to scripts/typecheck.mjs (`tsc --noEmit -p` each), as tsconfig paths relative to the root. */
function typecheckedProjects(): string[] {
  const args = /^node scripts\/typecheck\.mjs((?: \S+)+)$/.exec(pkg.scripts.typecheck!);
  expect(args, pkg.scripts.typecheck).not.toBeNull();
  return args![1]!
    .trim()
    .split(' ')
    .map((arg) => {
      const project = path.posix.normalize(arg);
      return project.endsWith('.json') ? project : path.posix.join(project, 'tsconfig.json');
    });
}

function filesOf(project: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, project),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(`${project}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      },
    },
  );
  return (parsed?.fileNames ?? []).map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
}

describe('type checking', () => {
  const files = repositoryFiles();

  test('npm test runs npm run typecheck before anything else', () => {
    expect(pkg.scripts.test).toMatch(/^npm run typecheck && /);
  });

  test('npm run typecheck runs every tsconfig of the repository', () => {
    expect(typecheckedProjects().sort()).toEqual(files.filter((f) => path.posix.basename(f) === 'tsconfig.json').sort());
  });

  test('every TypeScript file and every benchmark script belongs to a tsconfig that npm run typecheck runs', () => {
    const covered = new Set(typecheckedProjects().flatMap(filesOf));
    const source = files.filter((f) => /\.(ts|tsx|mts|cts)$/.test(f) || (f.startsWith('bench/') && /\.(mjs|js)$/.test(f)));
    expect(source.length).toBeGreaterThan(300);
    expect(source.filter((f) => !covered.has(f))).toEqual([]);
  });
});
