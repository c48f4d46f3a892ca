// What a `.md` page read as MDX (under `markdown.format: detect`) may run at build time without the
// site's consent (issue 38, item 9): imports of the site's own files and of the packages the config
// lists (`markdown.mdxImports`), and plain data in its exports and `{…}` expressions. A reviewer of a
// markdown-only change expects no code; `.mdx` pages, and `.md` ones under `format: mdx`, are code.
import type { Node as EsNode, Program } from 'estree';
import type { Root as MdastRoot } from 'mdast';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import { createDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { MDX_PROVIDER } from './mdx-components.js';

/** What the site lets `.md` pages import. */
export interface MdxConsent {
  /** `markdown.mdxImports`: package names. */
  packages: readonly string[];
  /** `markdown.aliases` prefixes: folders inside the site (the config schema keeps them there). */
  aliases: readonly string[];
}

/** Names a page may read without defining them. */
const SCOPE = new Set(['props', 'toc', 'undefined', 'NaN', 'Infinity']);

/** Properties that lead from any value to the code that made it. */
const BLOCKED_PROPERTIES = new Set(['constructor', 'prototype', '__proto__', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__']);

const DOCSGEN_MODULES = /^(@theme\/|@theme-original\/|@docusaurus\/)/;

interface Place {
  line: number;
  column: number;
}

/** The problems of a `.md` page's ESM and expressions: `mdx/import-not-allowed` and `mdx/code-not-allowed`. */
export function checkMdxConsent(tree: MdastRoot, options: { file: string; lineOffset: number; consent: MdxConsent }): Diagnostic[] {
  const { file, lineOffset, consent } = options;
  const diagnostics: Diagnostic[] = [];
  const defined = new Set(SCOPE);
  // Functions the page imports (from modules it may import) are the site's code: calling them is consented.
  const imported = new Set<string>();
  const programs: { program: Program; place: Place; text: string; esm: boolean }[] = [];
  visit(tree, (node) => {
    const data = (node as { data?: { estree?: Program | null } }).data;
    const place = { line: (node.position?.start.line ?? 1) + lineOffset, column: node.position?.start.column ?? 1 };
    if (node.type === 'mdxjsEsm' && data?.estree) programs.push({ program: data.estree, place, text: node.value, esm: true });
    else if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && data?.estree)
      programs.push({ program: data.estree, place, text: node.value, esm: false });
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        const value = attribute.type === 'mdxJsxExpressionAttribute' ? attribute : typeof attribute.value === 'object' ? attribute.value : undefined;
        if (value?.data?.estree) programs.push({ program: value.data.estree, place, text: value.value, esm: false });
      }
    }
  });
  // Imports and exports define names for the whole module, wherever they stand.
  for (const { program, esm } of programs) {
    if (!esm) continue;
    for (const statement of program.body) {
      if (statement.type === 'ImportDeclaration') {
        const allowed = !importRefusal(String(statement.source.value), file, consent);
        for (const s of statement.specifiers) {
          defined.add(s.local.name);
          if (allowed) imported.add(s.local.name);
        }
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
        for (const d of statement.declaration.declarations) if (d.id.type === 'Identifier') defined.add(d.id.name);
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'FunctionDeclaration')
        defined.add(statement.declaration.id.name);
    }
  }
  const at = (node: EsNode, fallback: Place): Place => (node.loc ? { line: node.loc.start.line + lineOffset, column: node.loc.start.column + 1 } : fallback);
  const code = (node: EsNode, fallback: Place, what: string) =>
    diagnostics.push(
      createDiagnostic('mdx/code-not-allowed', {
        message: `A .md page runs code at build time (${what}): only plain data is allowed there without the site's consent`,
        file,
        ...at(node, fallback),
        hint: 'Use plain data (text, numbers, arrays, objects, names the page imports), move the code into a component of the site and import it, or rename the page to .mdx (a page of code, reviewed as code).',
      }),
    );
  const isData = (node: EsNode | null | undefined): boolean => isPlainData(node, { defined, imported });
  for (const { program, place, text, esm } of programs) {
    for (const statement of program.body) {
      if (
        statement.type === 'ImportDeclaration' ||
        ((statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') && statement.source)
      ) {
        const source = String(statement.source!.value);
        const refusal = importRefusal(source, file, consent);
        if (refusal) {
          diagnostics.push(
            createDiagnostic('mdx/import-not-allowed', {
              message: `A .md page imports "${source}": ${refusal.why}`,
              file,
              ...at(statement, place),
              hint: refusal.hint,
            }),
          );
        }
      } else if (statement.type === 'ExportNamedDeclaration') {
        const declaration = statement.declaration;
        if (!declaration) continue;
        const plain =
          (declaration.type === 'VariableDeclaration' && declaration.declarations.every((d) => d.id.type === 'Identifier' && isData(d.init))) ||
          (declaration.type === 'FunctionDeclaration' && isData({ ...declaration, type: 'FunctionExpression' }));
        if (!plain) code(statement, place, 'an export that is not plain data');
      } else if (statement.type === 'ExportDefaultDeclaration') {
        if (!isData(statement.declaration as EsNode)) code(statement, place, 'an export that is not plain data');
      } else if (statement.type === 'ExpressionStatement') {
        if (!isData(statement.expression)) code(statement, place, `the expression {${shorten(text)}}`);
      } else if (esm || statement.type !== 'EmptyStatement') {
        code(statement, place, 'a statement');
      }
    }
  }
  return diagnostics;
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

/** The names a page defines (imports and exports, and what MDX gives it), and those it imports. */
interface Names {
  defined: ReadonlySet<string>;
  imported: ReadonlySet<string>;
}

/**
 * Plain data: literals, template strings, arrays, objects, operators, JSX, names the page defines (with
 * their properties), and calls of functions it imports with plain data. No other calls, no functions,
 * assignments, `new`, `import()` or globals.
 */
function isPlainData(node: EsNode | null | undefined, names: Names): boolean {
  const data = (n: EsNode | null | undefined): boolean => isPlainData(n, names);
  const defined = names.defined;
  if (!node) return true;
  switch (node.type) {
    case 'CallExpression': {
      let root: EsNode = node.callee;
      while (root.type === 'MemberExpression') root = root.object;
      return root.type === 'Identifier' && names.imported.has(root.name) && data(node.callee) && node.arguments.every(data);
    }
    case 'Literal':
      return true;
    case 'Identifier':
      return defined.has(node.name);
    case 'TemplateLiteral':
      return node.expressions.every(data);
    case 'ArrayExpression':
      return node.elements.every((e) => data(e));
    case 'ObjectExpression':
      return node.properties.every((p) =>
        p.type === 'SpreadElement' ? data(p.argument) : p.kind === 'init' && !p.method && (!p.computed || data(p.key)) && data(p.value),
      );
    case 'SpreadElement':
      return data(node.argument);
    case 'UnaryExpression':
      return node.operator !== 'delete' && data(node.argument);
    case 'BinaryExpression':
      return node.left.type !== 'PrivateIdentifier' && data(node.left) && data(node.right);
    case 'LogicalExpression':
      return data(node.left) && data(node.right);
    case 'ConditionalExpression':
      return data(node.test) && data(node.consequent) && data(node.alternate);
    case 'ChainExpression':
      return data(node.expression);
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return isTemplate(node, names);
    case 'MemberExpression': {
      if (node.object.type === 'Super' || !data(node.object)) return false;
      const key = node.computed
        ? node.property.type === 'Literal'
          ? String(node.property.value)
          : undefined
        : node.property.type === 'Identifier'
          ? node.property.name
          : undefined;
      return key !== undefined && !BLOCKED_PROPERTIES.has(key);
    }
    default:
      return isPlainJsx(node as unknown as JsxNode, names);
  }
}

/**
 * A function that only returns plain data made from its parameters (`function Defaults() { return <>…</> }`,
 * `({name}) => <b>{name}</b>`): a template, as a `.md` page's exported components often are.
 */
function isTemplate(node: EsNode & { type: 'ArrowFunctionExpression' | 'FunctionExpression' }, names: Names): boolean {
  if (node.async || node.generator) return false;
  const params = new Set(names.defined);
  for (const param of node.params) {
    if (param.type === 'Identifier') params.add(param.name);
    else if (param.type === 'ObjectPattern' && param.properties.every((p) => p.type === 'Property' && !p.computed && p.value.type === 'Identifier')) {
      for (const p of param.properties) params.add((p as { value: { name: string } }).value.name);
    } else return false;
  }
  const inner = { defined: params, imported: names.imported };
  if (node.body.type !== 'BlockStatement') return isPlainData(node.body, inner);
  const [statement, ...rest] = node.body.body;
  return rest.length === 0 && statement?.type === 'ReturnStatement' && isPlainData(statement.argument, inner);
}

/** The JSX nodes of estree-util-to-js's tree (estree's own types stop short of JSX). */
interface JsxNode {
  type: string;
  name?: JsxNode & { name?: string | JsxNode; object?: JsxNode };
  openingElement?: JsxNode & { attributes: JsxNode[] };
  children?: JsxNode[];
  value?: JsxNode | null;
  argument?: EsNode;
  expression?: EsNode | { type: 'JSXEmptyExpression' };
}

function isPlainJsx(node: JsxNode, names: Names): boolean {
  const data = (n: EsNode | undefined) => isPlainData(n, names);
  const defined = names.defined;
  const expression = (n: JsxNode['expression']) => !n || n.type === 'JSXEmptyExpression' || data(n as EsNode);
  switch (node.type) {
    case 'JSXElement': {
      const opening = node.openingElement!;
      // `<a.b.c>` reads a property chain: its first name must be the page's own.
      let name = opening.name;
      while (name?.type === 'JSXMemberExpression') name = name.object;
      if (opening.name?.type === 'JSXMemberExpression' && !(name?.type === 'JSXIdentifier' && defined.has(String(name.name)))) return false;
      const attributes = opening.attributes.every((a) =>
        a.type === 'JSXSpreadAttribute'
          ? data(a.argument)
          : !a.value || a.value.type === 'Literal' || (a.value.type === 'JSXExpressionContainer' ? expression(a.value.expression) : isPlainJsx(a.value, names)),
      );
      return attributes && (node.children ?? []).every((c) => isPlainJsx(c, names));
    }
    case 'JSXFragment':
      return (node.children ?? []).every((c) => isPlainJsx(c, names));
    case 'JSXText':
      return true;
    case 'JSXExpressionContainer':
      return expression(node.expression);
    case 'JSXSpreadChild':
      return expression(node.expression);
    default:
      return false;
  }
}

/** Why the import of `source` by the page `file` (site-relative) needs consent, or undefined when it does not. */
function importRefusal(source: string, file: string, consent: MdxConsent): { why: string; hint: string } | undefined {
  const rename = 'or rename the page to .mdx (a page of code, reviewed as code)';
  const insideOnly = {
    why: 'a .md page may import only files of the site folder outside its dot folders and node_modules',
    hint: `Import the site's own components (for example "@site/src/components/Name"), ${rename}.`,
  };
  // webpack's inline loaders (`!!raw-loader!./file`) and queries (`./file?raw`) name a file too.
  const target = source.replace(/^!*(?:[\w-]+-loader!)+/, '').replace(/[?#].*$/, '');
  const hidden = (rel: string) => rel.split('/').some((segment) => segment === '..' || segment.startsWith('.') || segment === 'node_modules');
  if (/^\.\.?(\/|$)/.test(target)) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
    return resolved === '..' || resolved.startsWith('../') || hidden(resolved) ? insideOnly : undefined;
  }
  const prefix = ['@site', ...consent.aliases].find((p) => target === p || target.startsWith(`${p}/`));
  if (prefix !== undefined) return hidden(target.slice(prefix.length + 1)) ? insideOnly : undefined;
  if (DOCSGEN_MODULES.test(target) || target === MDX_PROVIDER) return hidden(target) ? insideOnly : undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) {
    return {
      why: 'a .md page may not import a Node built-in, a URL or an absolute path',
      hint: `Move the code into a component of the site and import that, ${rename}.`,
    };
  }
  const name = target
    .split('/')
    .slice(0, target.startsWith('@') ? 2 : 1)
    .join('/');
  if (consent.packages.includes(name) && !hidden(target.slice(name.length + 1))) return undefined;
  return {
    why: `the package "${name}" runs code at build time, and the site has not allowed it`,
    hint: `Add "${name}" to markdown.mdxImports in site.config.yaml if the site trusts it for every .md page, ${rename}.`,
  };
}
