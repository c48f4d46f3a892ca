// Warm rebuilds against clean ones: a cached build into one folder and a `--no-cache` build into another
// must write the very same files; what the warm build says it did (--debug) is read from its stderr.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { runCli } from './cli.js';
import { fileHashes } from './sandbox.js';
import { makeSite } from './site.js';

export interface WarmAndClean {
  siteDir: string;
  warmDir: string;
  cleanDir: string;
}

/**
 * A cached build into the warm folder and a `--no-cache` one into the clean folder: the same files. Gives
 * the warm build's stderr and the files it changed (but the marker, the search index and the page sizes).
 */
export async function expectSameAsClean(dirs: WarmAndClean, step: string): Promise<{ stderr: string; changed: string[] }> {
  const before = existsSync(dirs.warmDir) ? fileHashes(dirs.warmDir) : {};
  const warm = await runCli(['build', '.', '--out-dir', dirs.warmDir, '--debug'], { cwd: dirs.siteDir });
  expect(warm.code, `${step}: ${warm.stderr}`).toBe(0);
  const clean = await runCli(['build', '.', '--out-dir', dirs.cleanDir, '--no-cache'], { cwd: dirs.siteDir });
  expect(clean.code, `${step}: ${clean.stderr}`).toBe(0);
  const [warmFiles, cleanFiles] = [fileHashes(dirs.warmDir), fileHashes(dirs.cleanDir)];
  expect(Object.keys(warmFiles).sort(), step).toEqual(Object.keys(cleanFiles).sort());
  for (const [rel, hash] of Object.entries(cleanFiles)) expect(warmFiles[rel], `${step}: ${rel}`).toBe(hash);
  const changed = Object.keys(warmFiles).filter((rel) => warmFiles[rel] !== before[rel] && !/^(\.docsgen|assets\/(search|route-weights))/.test(rel));
  return { stderr: warm.stderr, changed: changed.sort() };
}

/**
 * A site folder (empty: the test fills it) with its warm and clean output folders beside it, all in a
 * folder of makeSite's (removeSites removes it); `docs(rel)` is a path under its content/docs.
 */
export function warmSite(): WarmAndClean & { docs: (rel: string) => string; expectSameAsClean: (step: string) => ReturnType<typeof expectSameAsClean> } {
  const parent = makeSite({});
  const dirs = { siteDir: path.join(parent, 'site'), warmDir: path.join(parent, 'warm'), cleanDir: path.join(parent, 'clean') };
  return { ...dirs, docs: (rel) => path.join(dirs.siteDir, 'content/docs', rel), expectSameAsClean: (step) => expectSameAsClean(dirs, step) };
}

export const edit = (file: string, change: (text: string) => string) => writeFileSync(file, change(readFileSync(file, 'utf8')));

/** Output files the warm build kept from the last one, as its --debug summary says. */
export const kept = (stderr: string) => Number(/(\d+) files kept from the last build/.exec(stderr)?.[1]);
export const rendered = (stderr: string) => Number(/(\d+) pages rendered/.exec(stderr)?.[1]);
export const changedInputs = (stderr: string) => Number(/docsgen:inputs (\d+) changed since the last build/.exec(stderr)?.[1]);
