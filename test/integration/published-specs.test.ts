// Specs written by others (test/fixtures/specs/published, from npm packages) load and build, with
// warnings only where they break the letter of OpenAPI; and the samples of Scalar's Galaxy and ReadMe's
// parameter-style, cookie, form, upload and Swagger 2.0 examples run in all five languages, which all
// send the same request. SAMPLE_SPECS=<paths under published/> runs other specs' samples instead
// (Blockfrost's and ShipEngine's all pass; they take minutes).
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../../src/diagnostics/index.js';
import { parseSpec } from '../../src/openapi/load.js';
import { buildApiModel } from '../../src/openapi/model.js';
import type { ApiOperation } from '../../theme/props.js';
import { makeSite, MINIMAL_CONFIG, removeSites, runCli, stripAnsi } from '../helpers/index.js';
import { multipartParts, RUNTIME_HEADERS, runSamples, type Received, type SampleResult } from '../helpers/sample-runner.js';

const published = (rel: string) => readFileSync(new URL(`../fixtures/specs/published/${rel}`, import.meta.url), 'utf8');

afterAll(removeSites);

describe('published specs load and build', () => {
  test.each<[string, string, number | undefined, number]>([
    ['blockfrost/openapi.yaml', '3.0', 129, 6],
    ['rclone/openapi.yaml', '3.1', 101, 0],
    ['shipengine/openapi.yaml', '3.0', 76, 1],
    ['scalar-galaxy/openapi.yaml', '3.1', 10, 0],
    ...readdirSync(new URL('../fixtures/specs/published/readme-oas-examples', import.meta.url))
      .filter((name) => name.endsWith('.json'))
      .map((name): [string, string, number | undefined, number] => [
        `readme-oas-examples/${name}`,
        name.includes('3.1') ? '3.1' : name.includes('2.0') ? '2.0' : '3.0',
        undefined,
        0,
      ]),
  ])('%s loads as OpenAPI %s with its operations and only warnings', async (rel, version, operations, warnings) => {
    const { value, diagnostics } = await parseSpec(published(rel), `spec/${rel}`);
    expect(diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    expect(diagnostics.length).toBe(warnings);
    expect(value?.version).toBe(version);
    const ops = buildApiModel(value!).model.tags.flatMap((t) => t.operations);
    if (operations !== undefined) expect(ops.length).toBe(operations);
    // The five generated languages on every operation (the spec's own x-codeSamples come before them).
    expect(ops.every((op) => ['curl', 'python', 'nodejs', 'ruby', 'php'].every((lang) => op.samples.some((s) => s.lang === lang)))).toBe(true);
  });

  test.each(['rclone/openapi.yaml', 'shipengine/openapi.yaml', 'scalar-galaxy/openapi.yaml'])(
    'docsgen build builds the site of %s',
    async (rel) => {
      const dir = makeSite({ 'site.config.yaml': `${MINIMAL_CONFIG}api:\n  spec: spec/openapi.yaml\n`, 'spec/openapi.yaml': published(rel) });
      const { code, stdout, stderr } = await runCli(['build', '.'], { cwd: dir });
      const output = stripAnsi(stdout + stderr);
      expect(output).not.toMatch(/ error /);
      expect(code).toBe(0);
    },
    60_000,
  );
});

/** A received request reduced to what a language may not change: method, path, query, headers, body. */
async function normalised(got: Received, lang: string): Promise<string> {
  const url = new URL(got.rawUrl, 'http://127.0.0.1');
  const headers = Object.entries(got.headers)
    .filter(([name]) => !RUNTIME_HEADERS.has(name) && name !== 'content-type')
    .sort(([a], [b]) => a.localeCompare(b));
  // Ruby's Net::HTTP gives a POST, PUT or PATCH without a body an empty one typed as a form: its own doing.
  const rubyDefault = lang === 'ruby' && got.body.length === 0 && got.headers['content-type'] === 'application/x-www-form-urlencoded';
  const type = rubyDefault ? '' : (got.headers['content-type'] ?? '');
  let body: unknown = got.body.toString('utf8');
  if (type.startsWith('multipart/form-data')) body = await multipartParts(got.body, type);
  else if (type === 'application/x-www-form-urlencoded') body = [...new URLSearchParams(got.body.toString('utf8'))];
  else if (/json/.test(type) && got.body.length) body = JSON.parse(got.body.toString('utf8'));
  const kind = type.startsWith('multipart/') ? 'multipart' : type;
  return JSON.stringify({ method: got.method, path: url.pathname, query: [...url.searchParams], headers, kind, body });
}

describe("samples of Scalar's Galaxy and ReadMe's style, cookie, form and upload examples run and agree across the five languages", () => {
  const SPECS = process.env.SAMPLE_SPECS?.split(',') ?? [
    'scalar-galaxy/openapi.yaml',
    ...['parameters-style', 'parameters-cookies', 'schema-encoding-style', 'form-data', 'file-uploads', 'security-multiple', 'petstore-2.0'].map(
      (n) => `readme-oas-examples/${n}.json`,
    ),
  ];
  const ops: { spec: string; op: ApiOperation }[] = [];
  let results: Map<string, SampleResult>;

  beforeAll(async () => {
    const cases = [];
    for (const spec of SPECS) {
      const { value } = await parseSpec(published(spec), spec);
      const model = buildApiModel(value!).model;
      for (const op of model.tags.flatMap((t) => t.operations)) {
        ops.push({ spec, op });
        for (const s of op.samples) {
          // Every server of these specs is rewritten to the echo server.
          // The files a sample uploads, as curl names them (`--form 'image=@mars.jpg'`).
          const curl = op.samples.find((c) => c.lang === 'curl')!.code;
          const files = Object.fromEntries([...curl.matchAll(/--form '?[^=]+=@([^;' ]+)/g)].map((m) => [m[1]!, `bytes of ${m[1]}`]));
          cases.push({
            key: `${spec} ${op.id} ${s.lang}`,
            lang: s.lang,
            code: s.code.split(model.servers[0]?.resolved ?? 'https://api.example.com').join('http://sample.test'),
            files,
          });
        }
      }
    }
    results = await runSamples(cases, 'http://sample.test');
  }, 300_000);

  test('each sample exits 0, sends one request, and all five send the same one', async () => {
    const failures: string[] = [];
    for (const { spec, op } of ops) {
      const seen = new Map<string, string[]>();
      for (const lang of ['curl', 'python', 'nodejs', 'ruby', 'php']) {
        const result = results.get(`${spec} ${op.id} ${lang}`)!;
        if (result.code !== 0 || result.received.length !== 1) {
          failures.push(`${spec} ${op.id} [${lang}]: exit ${result.code}, ${result.received.length} requests: ${result.output.slice(0, 300)}`);
          continue;
        }
        const key = await normalised(result.received[0]!, lang);
        seen.set(key, [...(seen.get(key) ?? []), lang]);
      }
      if (seen.size > 1) failures.push(`${spec} ${op.id}: the languages disagree:\n${[...seen].map(([k, langs]) => `  ${langs.join(',')}: ${k}`).join('\n')}`);
    }
    expect(failures).toEqual([]);
  });
});
