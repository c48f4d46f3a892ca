// Type checks the TypeScript projects named on the command line (`npm run typecheck` names every one)
// with `tsc --noEmit -p`, as many at once as the machine has cores (each tsc runs on one), and fails if
// any of them fails; each project's errors are printed together, under its name.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';

const PROJECTS = process.argv.slice(2);
if (!PROJECTS.length) {
  console.error('usage: node scripts/typecheck.mjs <project folder or tsconfig>...');
  process.exit(2);
}
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Runs tsc on one project; resolves with its exit code and everything it printed. */
function check(project) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...PROJECTS];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(PROJECTS.length, availableParallelism()) }, async () => {
    for (let project = queue.shift(); project !== undefined; project = queue.shift()) results.push(await check(project));
  }),
);
const failed = results.filter((result) => result.code !== 0);
for (const { project, code, output } of failed) process.stderr.write(`tsc --noEmit -p ${project} failed (exit ${code}):\n${output}\n`);
if (failed.length) process.exit(1);
console.log(`Type checked ${PROJECTS.join(', ')}: no errors.`);
