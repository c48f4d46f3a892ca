// The deploy guide (website/content/docs/deploying.md, issue 41 item 4) and its GitHub Pages workflow
// (website/content/docs/deploy/github-pages.yml), read as files: the workflow parses and builds then
// publishes with the Pages actions; the guide shows that very file, covers every host it promises, and
// names only options docsgen has.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { createProgram } from '../../src/cli/index.js';
import { configSchema } from '../../src/config/schema.js';

const read = (rel: string) => readFileSync(fileURLToPath(new URL(`../../website/content/docs/${rel}`, import.meta.url)), 'utf8');
const workflowText = read('deploy/github-pages.yml');
const guide = read('deploying.md');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  environment?: { name?: string };
  steps: Step[];
}
const workflow = parse(workflowText) as { on: { push: { branches: string[] } }; jobs: Record<string, Job> };
const jobs = Object.entries(workflow.jobs);
const jobWith = (uses: string) => jobs.find(([, job]) => job.steps.some((step) => step.uses?.startsWith(`${uses}@`)));

/** The fenced code blocks of the guide in a language, in order. */
const blocks = (language: string) => [...guide.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map((m) => m[1]!);

describe('the GitHub Pages workflow', () => {
  test('runs on every push to main', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
  });

  test('builds with docsgen --strict and uploads the folder it built with upload-pages-artifact', () => {
    const [, build] = jobWith('actions/upload-pages-artifact')!;
    const command = build.steps.find((step) => step.run?.includes('docsgen build'))?.run;
    expect(command).toBe('npx docsgen build . --strict --no-precompress --out-dir build');
    const outDir = /--out-dir (\S+)/.exec(command!)![1];
    const upload = build.steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))!;
    expect(upload.with?.path).toBe(outDir);
    // Dependencies are installed before the build runs.
    const at = (match: (step: Step) => boolean) => build.steps.findIndex(match);
    expect(at((step) => step.run === 'npm ci')).toBeLessThan(at((step) => step.run === command));
    expect(at((step) => step.run === command)).toBeLessThan(at((step) => step.uses === upload.uses));
  });

  test('deploys with deploy-pages in a job after the build, with the permissions Pages needs', () => {
    const [buildName] = jobWith('actions/upload-pages-artifact')!;
    const [, deploy] = jobWith('actions/deploy-pages')!;
    expect([deploy.needs].flat()).toContain(buildName);
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy.environment?.name).toBe('github-pages');
  });
});

describe('the deploy guide', () => {
  test('shows the workflow file as it is', () => {
    expect(blocks('yaml')).toContain(workflowText);
  });

  test('covers GitHub Pages, Netlify, Vercel, Cloudflare Pages and nginx', () => {
    const headings = [...guide.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(expect.arrayContaining(['GitHub Pages', 'Netlify', 'Vercel', 'Cloudflare Pages', 'nginx']));
  });

  test('serves the precompressed copies from nginx with gzip_static and brotli_static, in every server block', () => {
    const servers = blocks('nginx');
    expect(servers.length).toBeGreaterThanOrEqual(2);
    for (const server of servers) {
      expect(server).toContain('gzip_static on;');
      expect(server).toContain('brotli_static on;');
      expect(server).toContain('404.html');
    }
  });

  test('gives host configs that parse', () => {
    for (const json of blocks('json')) expect(() => JSON.parse(json)).not.toThrow();
    expect(JSON.parse(blocks('json')[0]!)).toMatchObject({ outputDirectory: 'build' });
  });

  test('names only options docsgen has: --no-precompress, precompress and baseUrl', () => {
    const build = createProgram().commands.find((command) => command.name() === 'build')!;
    expect(build.options.map((option) => option.long)).toContain('--no-precompress');
    expect(guide).toContain('--no-precompress');
    expect(Object.keys(configSchema.shape)).toEqual(expect.arrayContaining(['precompress', 'baseUrl', 'url']));
    expect(guide).toContain('`precompress: false`');
  });
});
