// Estimates the HTML an API operation or model renders to, from the model alone (no rendering), so the
// page plan can keep every page light. Constants measured on the theme's markup (theme/api/*).
import type { ApiMedia, ApiOperation, ApiSchemaModel, SchemaNode, SpecText } from '../../theme/props.js';

/** Markup around one schema property: list item, head, name, type, badges. */
const PROPERTY = 330;
/** Markup of an operation without its contents: section, title, endpoint, blocks, sample tabs. */
const OPERATION = 2_500;
/** Highlighted code: token spans roughly double the text. */
const CODE = 2.2;

/** Estimated HTML bytes of an operation (callbacks included) or of a model's entry. */
export function weightOf(item: ApiOperation | ApiSchemaModel): number {
  if ('schema' in item && 'name' in item && !('method' in item)) return 400 + item.name.length * 3 + schemaWeight(item.schema);
  const op = item as ApiOperation;
  let n = OPERATION + op.path.length * 2 + (op.summary?.length ?? 0) * 2 + textWeight(op.description);
  for (const p of op.parameters) n += schemaWeight(p.schema) + textWeight(p.description) + p.name.length;
  for (const m of op.requestBody?.content ?? []) n += mediaWeight(m);
  n += textWeight(op.requestBody?.description);
  for (const r of op.responses) {
    n += 600 + textWeight(r.description);
    for (const m of r.content) n += mediaWeight(m);
    for (const h of r.headers ?? []) n += schemaWeight(h.schema) + textWeight(h.description);
    for (const l of r.links ?? []) n += 200 + textWeight(l.description);
  }
  for (const s of [...op.samples, ...(op.otherSamples ?? []).flatMap((set) => set.samples)]) n += 700 + s.code.length * CODE;
  for (const c of op.callbacks ?? []) for (const cb of c.operations) n += weightOf(cb);
  return Math.round(n);
}

function mediaWeight(m: ApiMedia): number {
  const examples = m.examples
    ? m.examples.reduce((sum, e) => sum + 400 + e.example.length * CODE + textWeight(e.description), 0)
    : (m.example?.length ?? 0) * CODE;
  return 300 + (m.schema ? schemaWeight(m.schema) : 0) + examples;
}

function schemaWeight(node: SchemaNode): number {
  let n = PROPERTY + (node.name?.length ?? 0) + node.type.length + textWeight(node.description);
  n += (node.enum ?? []).reduce((sum, v) => sum + v.length + 60, 0);
  for (const text of Object.values(node.enumDescriptions ?? {})) n += text.length + 20;
  n += (node.example?.length ?? 0) + (node.default?.length ?? 0) + (node.constraints ?? []).reduce((sum, c) => sum + c.length + 10, 0);
  if (node.ref) n += 150 + node.ref.name.length * 2;
  if (node.discriminator) n += 200 + (node.discriminator.mapping ?? []).reduce((sum, m) => sum + m.value.length + m.schema.length + 10, 0);
  if (node.children || node.variants) n += 120;
  for (const child of node.children ?? []) n += schemaWeight(child);
  for (const option of node.variants?.options ?? []) n += schemaWeight(option);
  return n;
}

/** A description's weight: its HTML, as it is written into the page. */
function textWeight(node: SpecText | undefined): number {
  return node ? node.html.length : 0;
}
