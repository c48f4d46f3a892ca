// Every URL field of the page props is a SafeUrl (issue 38, item 2): the TypeScript compiler walks every
// type theme/props.ts exports (with the api and blog parts it re-exports), down every property, array,
// union and map, and a field named like a URL (href, url, src, link, image, logo, icon, ...) whose type
// holds a plain `string` fails, wherever it is nested: a new field cannot skip safeUrl. And nothing but
// src/util/safe-url.ts casts a string to SafeUrl.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Names of fields that hold a URL. */
const URL_NAME = /href|url|uri|src|link|image|logo|icon|canonical|avatar/i;

/** URL-named fields that are no URL a page links to (by interface and field), each with the reason. */
const NOT_LINKS: Record<string, string> = {
  'ApiServer.url': 'shown as text (`<code>`), never an href; a template with `{variables}`',
};

/** The URL-named fields of every type `file` exports whose type holds a plain string, as `Type.path.to.field`. */
function plainStringUrlFields(program: ts.Program, file: string): string[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} is not in the program`);
  const found = new Map<ts.Node | ts.Symbol, string>();
  const holdsPlainString = (type: ts.Type): boolean => {
    if (type.flags & ts.TypeFlags.String) return true;
    if (type.isUnion()) return type.types.some(holdsPlainString);
    // SafeUrl (string & brand) and other intersections are not a plain string.
    if (type.isIntersection()) return false;
    if (checker.isArrayType(type) || checker.isTupleType(type)) return checker.getTypeArguments(type as ts.TypeReference).some(holdsPlainString);
    return checker.getIndexInfosOfType(type).some((info) => holdsPlainString(info.type));
  };
  const walk = (type: ts.Type, where: string, seen: Set<ts.Type>) => {
    if (seen.has(type)) return;
    seen.add(type);
    if (type.isUnion() || type.isIntersection()) {
      for (const part of type.types) walk(part, where, seen);
      return;
    }
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      for (const item of checker.getTypeArguments(type as ts.TypeReference)) walk(item, `${where}[]`, seen);
      return;
    }
    if (!(type.flags & ts.TypeFlags.Object)) return;
    for (const info of checker.getIndexInfosOfType(type)) walk(info.type, `${where}[key]`, seen);
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : checker.getTypeOfSymbol(property);
      const at = `${where}.${property.name}`;
      const owner = declaration && ts.isInterfaceDeclaration(declaration.parent) ? `${declaration.parent.name.text}.${property.name}` : undefined;
      const exempt = owner !== undefined && owner in NOT_LINKS;
      if (URL_NAME.test(property.name) && !exempt && holdsPlainString(propertyType) && !found.has(declaration ?? property))
        found.set(declaration ?? property, at);
      walk(propertyType, at, seen);
    }
  };
  const module = checker.getSymbolAtLocation(source);
  for (const exported of module ? checker.getExportsOfModule(module) : []) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) continue;
    walk(checker.getDeclaredTypeOfSymbol(symbol), symbol.name, new Set());
  }
  return [...found.values()].sort();
}

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
};

/** A program of in-memory files (name -> text) besides the real lib files. */
function programOf(files: Record<string, string>): ts.Program {
  const host = ts.createCompilerHost(OPTIONS);
  const real = { getSourceFile: host.getSourceFile, fileExists: host.fileExists, readFile: host.readFile };
  const at = (name: string) => Object.keys(files).find((f) => path.resolve(f) === path.resolve(name));
  host.getSourceFile = (name, version, ...rest) => {
    const own = at(name);
    return own ? ts.createSourceFile(name, files[own]!, version) : real.getSourceFile(name, version, ...rest);
  };
  host.fileExists = (name) => at(name) !== undefined || real.fileExists(name);
  const realDirectoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (name) =>
    Object.keys(files).some((f) => path.dirname(path.resolve(f)) === path.resolve(name)) || (realDirectoryExists?.(name) ?? true);
  host.readFile = (name) => {
    const own = at(name);
    return own ? files[own] : real.readFile(name);
  };
  return ts.createProgram(Object.keys(files), OPTIONS, host);
}

describe('the props contract (theme/props.ts)', () => {
  test('types every URL field of every props type as SafeUrl', () => {
    const file = path.join(ROOT, 'theme/props.ts');
    const program = ts.createProgram([file], OPTIONS);
    expect(ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
    expect(plainStringUrlFields(program, file)).toEqual([]);
  });

  test('the walk finds a new plain-string URL field however it is nested, in a re-exported file too', () => {
    const dir = path.join(ROOT, 'virtual-props');
    const program = programOf({
      [path.join(dir, 'props.ts')]: `declare const brand: unique symbol;
export type SafeUrl = string & { readonly [brand]: true };
export type * from './more.js';
export interface Page {
  href: SafeUrl;
  title: string;
  link?: SafeUrl | string;
  logo?: { src: string; alt: string };
  cards: { label: string; nested: { imageUrl?: string }[] }[];
  redirects: Record<string, SafeUrl>;
  icons: Record<string, string>;
}
export type Kind = Page | { kind: 'other'; canonical: string };`,
      [path.join(dir, 'more.ts')]: `import type { SafeUrl } from './props.js';
export interface Author { name: string; socials: { url: string }[]; avatar: SafeUrl }`,
    });
    expect(plainStringUrlFields(program, path.join(dir, 'props.ts'))).toEqual([
      'Author.socials[].url',
      'Kind.canonical',
      'Page.cards[].nested[].imageUrl',
      'Page.icons',
      'Page.link',
      'Page.logo.src',
    ]);
  });
});

describe('SafeUrl', () => {
  test('is made by src/util/safe-url.ts alone: no other file of src/ or theme/ casts to it', () => {
    const casts = ['src', 'theme'].flatMap((top) =>
      readdirSync(path.join(ROOT, top), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
        .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .filter((file) => file !== 'src/util/safe-url.ts' && /\bas\s+SafeUrl\b|<SafeUrl>/.test(readFileSync(path.join(ROOT, file), 'utf8'))),
    );
    expect(casts).toEqual([]);
  });
});
