// loadSpec/parseSpec: valid specs of every version load; invalid ones give spec/invalid at the real YAML line.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../../../src/diagnostics/index.js';
import { parseSpec } from '../../../src/openapi/load.js';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/specs/${name}`, import.meta.url), 'utf8');
const printed = async (name: string) => (await parseSpec(fixture(name), 'spec/openapi.yaml')).diagnostics.map(formatDiagnostic);
const HINT = '  hint: Fix the spec at this place; it must be a valid OpenAPI 3.0/3.1 or Swagger 2.0 document.';
const BUILT = '  hint: The reference is built anyway; fix the spec at this place to make it valid OpenAPI (tools that validate will reject it).';

describe('parseSpec', () => {
  test.each([
    ['petstore-3.0.yaml', '3.0'],
    ['swagger-2.0.yaml', '2.0'],
    ['circular.yaml', '3.1'],
    ['multipart-files.yaml', '3.1'],
    ['webhooks.yaml', '3.1'],
  ])('loads %s as version %s without diagnostics', async (name, version) => {
    const result = await parseSpec(fixture(name), 'spec/openapi.yaml');
    expect(result.diagnostics).toEqual([]);
    expect(result.value?.version).toBe(version);
  });

  test('turns circular references into object cycles (the model must cut them)', async () => {
    const { value } = await parseSpec(fixture('circular.yaml'), 'spec/openapi.yaml');
    const node = (value!.document.components as { schemas: { Node: { properties: { parent: unknown } } } }).schemas.Node;
    expect(node.properties.parent).toBe(node);
  });

  test('reports every missing required property at the key of its object, with the JSON pointer', async () => {
    expect(await printed('invalid-missing-version.yaml')).toEqual([
      `spec/openapi.yaml:2:1  error  spec/invalid  must have required property 'version' at #/info\n${HINT}`,
      `spec/openapi.yaml:8:9  error  spec/invalid  must have required property 'description' at #/paths/~1a/get/responses/200\n${HINT}`,
    ]);
  });

  test('reports a $ref to nothing at the line of the $ref', async () => {
    expect(await printed('invalid-bad-ref.yaml')).toEqual([
      `spec/openapi.yaml:12:23  error  spec/invalid  Missing $ref pointer "#/components/schemas/Missing". Token "components" does not exist at #/paths/~1a/get/responses/200/content/application~1json/schema\n${HINT}`,
    ]);
  });

  test("reports the validator's own path-parameter checks as warnings at the operation, or at the parameter they name", async () => {
    expect(await printed('invalid-path-params.yaml')).toEqual([
      `spec/openapi.yaml:6:5  warning  spec/invalid  \`/paths/toys/{toyId}/get\` is missing path parameter(s) for \`{toyId}\`\n${BUILT}`,
      `spec/openapi.yaml:13:11  warning  spec/invalid  \`/paths/shops/{shopId}/get\` has a path parameter named \`aisle\`, but there is no corresponding \`{aisle}\` in the path string\n${BUILT}`,
    ]);
  });

  test('builds a spec with findings other renderers tolerate, warning at each place', async () => {
    const result = await parseSpec(fixture('renderable-findings.yaml'), 'spec/openapi.yaml');
    expect(result.value?.version).toBe('3.0');
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      `spec/openapi.yaml:26:5  warning  spec/invalid  "rate estimate" is not a valid component name (letters, digits, \`.\`, \`-\` and \`_\` only) at #/components/schemas/rate estimate\n${BUILT}`,
      `spec/openapi.yaml:33:15  warning  spec/invalid  must be equal to one of the allowed values (Did you mean number here?) at #/components/schemas/rate estimate/properties/note/anyOf/1/type\n${BUILT}`,
      `spec/openapi.yaml:21:13  warning  spec/invalid  must be object (type must be object) at #/paths/~1rates/post/requestBody/content/application~1json/schema\n${BUILT}`,
    ]);
    // The reference to the badly named component resolves.
    const paths = result.value!.document.paths as Record<
      string,
      { get: { responses: { 200: { content: Record<string, { schema: { properties: object } }> } } } }
    >;
    expect(Object.keys(paths['/rates']!.get.responses[200].content['application/json']!.schema.properties)).toEqual(['amount', 'note']);
  });

  test('reports a line indented too deep at that line, once', async () => {
    expect(await printed('invalid-yaml.yaml')).toEqual([
      'spec/openapi.yaml:4:4  error  spec/invalid  YAML syntax error: this line is indented deeper than the one above it, so YAML reads the two as one multi-line key\n  hint: Fix the YAML syntax at this place (check indentation, colons and quotes).',
    ]);
  });

  test('reports other YAML syntax errors where the parser finds them', async () => {
    const { diagnostics } = await parseSpec("openapi: 3.1.0\ninfo:\n  title: 'Unclosed\n  version: '1'\npaths: {}\n", 'spec/openapi.yaml');
    expect(diagnostics.map(formatDiagnostic)[0]).toBe(
      "spec/openapi.yaml:3:19  error  spec/invalid  YAML syntax error: Missing closing 'quote\n  hint: Fix the YAML syntax at this place (check indentation, colons and quotes).",
    );
  });

  test('rejects a document that is no OpenAPI or Swagger spec', async () => {
    const result = await parseSpec('openapi: 4.0.0\ninfo: {}\n', 'spec/openapi.yaml');
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'spec/openapi.yaml:1:10  error  spec/invalid  Unsupported spec version: "4.0.0"\n  hint: docsgen reads Swagger 2.0, OpenAPI 3.0 and OpenAPI 3.1.',
    ]);
  });
});
