// An invalid spec is reported at its real line and column, as `docsgen check` prints it: YAML and JSON
// syntax errors (a one-line minified file included) and validation errors behind `$ref`s, where the
// validator's own line numbers count a dereferenced copy of the spec that no one wrote.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { MINIMAL_CONFIG, makeSite, removeSites, runCli, stripAnsi } from '../helpers/index.js';

afterAll(removeSites);

const fixture = (name: string) => readFileSync(new URL(`../fixtures/specs/${name}`, import.meta.url), 'utf8');

/** The diagnostics `docsgen check` prints for a site whose spec is the fixture `name`, one per line. */
async function printed(name: string): Promise<string[]> {
  const spec = `spec/openapi.${name.endsWith('.json') ? 'json' : 'yaml'}`;
  const dir = makeSite({ 'site.config.yaml': `${MINIMAL_CONFIG}api:\n  spec: ${spec}\n`, [spec]: fixture(name) });
  const { code, stdout, stderr } = await runCli(['check', '.'], { cwd: dir });
  expect(code).toBe(1);
  return stripAnsi(stdout + stderr)
    .split('\n')
    .filter((line) => /^spec\//.test(line));
}

const SPEC_HINT = 'Fix the spec at this place; it must be a valid OpenAPI 3.0/3.1 or Swagger 2.0 document.';
const BUILT_HINT = 'The reference is built anyway; fix the spec at this place to make it valid OpenAPI (tools that validate will reject it).';

describe('docsgen check prints spec problems at their line and column', () => {
  test('a YAML syntax error, at the over-indented line', async () => {
    expect(await printed('invalid-yaml.yaml')).toEqual([
      'spec/openapi.yaml:4:4  error  spec/invalid  YAML syntax error: this line is indented deeper than the one above it, so YAML reads the two as one multi-line key',
    ]);
  });

  test('a JSON syntax error in pretty JSON, at the property after the missing comma, as a JSON error', async () => {
    expect(await printed('invalid-json-syntax.json')).toEqual([
      'spec/openapi.json:15:13  error  spec/invalid  JSON syntax error: expected `,` or `}` after a property value, found `"`',
    ]);
  });

  test('a JSON syntax error in a one-line minified file, at its column on line 1', async () => {
    const text = fixture('invalid-minified-syntax.json');
    expect(text.includes('\n')).toBe(false);
    expect(text.indexOf('"in":"query""schema"') + '"in":"query"'.length + 1).toBe(150);
    expect(await printed('invalid-minified-syntax.json')).toEqual([
      'spec/openapi.json:1:150  error  spec/invalid  JSON syntax error: expected `,` or `}` after a property value, found `"`',
    ]);
  });

  test('errors deep inside a minified spec with $refs, at the column of each wrong key on line 1', async () => {
    const text = fixture('invalid-minified.json');
    expect(text.includes('\n')).toBe(false);
    expect([text.indexOf('"required":"yes"'), text.indexOf('"maximum":"many"'), text.indexOf('"minimum":"zero"')].map((i) => i + 1)).toEqual([511, 555, 1039]);
    expect(await printed('invalid-minified.json')).toEqual([
      'spec/openapi.json:1:511  error  spec/invalid  must be boolean (type must be boolean) at #/paths/~1pets/post/responses/201/headers/X-Rate/required',
      'spec/openapi.json:1:555  warning  spec/invalid  must be number (type must be number) at #/paths/~1pets/post/responses/201/headers/X-Rate/schema/maximum',
      'spec/openapi.json:1:1039  warning  spec/invalid  must be number (type must be number) at #/components/schemas/Pet/properties/age/minimum',
    ]);
  });

  test('validation errors in YAML inside referenced definitions, once each, where the definition is written', async () => {
    expect(await printed('invalid-shared-component.yaml')).toEqual([
      "spec/openapi.yaml:27:5  error  spec/invalid  must have required property 'description' at #/components/responses/Pets",
      'spec/openapi.yaml:40:11  warning  spec/invalid  must be number (type must be number) at #/components/schemas/Pet/properties/id/minimum',
    ]);
  });

  test('each diagnostic has a hint and no stack trace', async () => {
    const dir = makeSite({ 'site.config.yaml': `${MINIMAL_CONFIG}api:\n  spec: spec/openapi.json\n`, 'spec/openapi.json': fixture('invalid-minified.json') });
    const { stdout, stderr } = await runCli(['check', '.'], { cwd: dir });
    const output = stripAnsi(stdout + stderr);
    expect(output).toContain(
      `error  spec/invalid  must be boolean (type must be boolean) at #/paths/~1pets/post/responses/201/headers/X-Rate/required\n  hint: ${SPEC_HINT}`,
    );
    expect(output).toContain(
      `warning  spec/invalid  must be number (type must be number) at #/components/schemas/Pet/properties/age/minimum\n  hint: ${BUILT_HINT}`,
    );
    expect(output).not.toMatch(/\n\s+at \S+ \(/);
  });
});
