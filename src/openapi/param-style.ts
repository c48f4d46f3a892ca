// Serialises parameter values by their OpenAPI 3 `style` and `explode` (the Parameter Object's
// "Style Values" table): path values as URL text, query and form values as decoded name/value pairs
// (each sample's language encodes them), header values as header text, cookies as `name=value` pairs.
// Pure functions; never falls back to JSON for arrays or objects, except where the spec says so
// (an object form field without an encoding is `application/json`).

export type Location = 'path' | 'query' | 'header' | 'cookie';

/** How one value is serialised: `style` and `explode` as declared, or their defaults for the location. */
export interface Serialisation {
  style: string;
  explode: boolean;
}

const DEFAULT_STYLE: Record<Location, string> = { path: 'simple', query: 'form', header: 'simple', cookie: 'form' };

/** The declared style and explode of a parameter (or form field's encoding), with OpenAPI's defaults. */
export function serialisationOf(location: Location, declared: { style?: unknown; explode?: unknown }): Serialisation {
  const style = typeof declared.style === 'string' ? declared.style : DEFAULT_STYLE[location];
  return { style, explode: typeof declared.explode === 'boolean' ? declared.explode : style === 'form' || style === 'deepObject' };
}

/** A value as text inside a serialised list: strings as they are, numbers and booleans as written. */
export function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ R: 100, G: 200 }` -> [['R', '100'], ['G', '200']]; arrays -> their items. */
function entriesOf(value: Record<string, unknown>): [string, string][] {
  return Object.entries(value).map(([k, v]) => [k, scalarText(v)]);
}

/**
 * A path parameter's text in the URL: simple `3,4,5`, label `.3.4.5`, matrix `;id=3;id=4`. Values are
 * percent-encoded (a `/` in a value stays inside the segment); the style's own delimiters are not.
 */
export function serialisePath(name: string, value: unknown, how: Serialisation): string {
  const enc = encode;
  const { style, explode } = how;
  if (style === 'label') {
    if (Array.isArray(value)) return `.${value.map((v) => enc(scalarText(v))).join(explode ? '.' : ',')}`;
    if (isObject(value))
      return `.${entriesOf(value)
        .map(([k, v]) => (explode ? `${enc(k)}=${enc(v)}` : `${enc(k)},${enc(v)}`))
        .join(explode ? '.' : ',')}`;
    return `.${enc(scalarText(value))}`;
  }
  if (style === 'matrix') {
    if (Array.isArray(value)) {
      const items = value.map((v) => enc(scalarText(v)));
      return explode ? items.map((v) => `;${enc(name)}=${v}`).join('') : `;${enc(name)}=${items.join(',')}`;
    }
    if (isObject(value)) {
      const pairs = entriesOf(value);
      return explode ? pairs.map(([k, v]) => `;${enc(k)}=${enc(v)}`).join('') : `;${enc(name)}=${pairs.map(([k, v]) => `${enc(k)},${enc(v)}`).join(',')}`;
    }
    return `;${enc(name)}=${enc(scalarText(value))}`;
  }
  if (Array.isArray(value)) {
    // Swagger 2.0's path `collectionFormat` (pipes, ssv, tsv): a separator other than `,` is encoded in a
    // path (Ruby's URI refuses a raw `|` there).
    const separator = separatorOf(style);
    return value.map((v) => enc(scalarText(v))).join(separator === ',' ? separator : enc(separator));
  }
  if (isObject(value))
    return entriesOf(value)
      .map(([k, v]) => (explode ? `${enc(k)}=${enc(v)}` : `${enc(k)},${enc(v)}`))
      .join(',');
  return enc(scalarText(value));
}

/**
 * The separator of a style's unexploded list: spaceDelimited ` `, pipeDelimited `|`, tabDelimited (Swagger
 * 2.0's `collectionFormat: tsv`, which OpenAPI 3 has no style for) a tab, every other style `,`.
 */
function separatorOf(style: string): string {
  return style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : style === 'tabDelimited' ? '\t' : ',';
}

/**
 * Query parameters and form fields as decoded pairs: form `tags=a&tags=b` (explode) or `tags=a,b`,
 * spaceDelimited `tags=a b`, pipeDelimited `tags=a|b`, tabDelimited `tags=a\tb`, deepObject
 * `filter[color]=red` (nested objects and arrays as `filter[size][0]=M`, the bracket convention of Rails,
 * PHP and Stripe).
 */
export function serialiseQuery(name: string, value: unknown, how: Serialisation): [string, string][] {
  const { style, explode } = how;
  if (style === 'deepObject') return deepObject(name, value);
  if (Array.isArray(value)) {
    const items = value.map(scalarText);
    if (explode) return items.map((v) => [name, v]);
    return [[name, items.join(separatorOf(style))]];
  }
  if (isObject(value)) {
    const pairs = entriesOf(value);
    if (explode) return pairs;
    return [[name, pairs.flat().join(separatorOf(style))]];
  }
  return [[name, scalarText(value)]];
}

function deepObject(prefix: string, value: unknown): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => deepObject(`${prefix}[${i}]`, v));
  if (isObject(value)) return Object.entries(value).flatMap(([k, v]) => deepObject(`${prefix}[${k}]`, v));
  return [[prefix, scalarText(value)]];
}

/** A header parameter's value (style simple): `a,b`, `R,100,G,200` or, exploded, `R=100,G=200`. */
export function serialiseHeader(value: unknown, how: Serialisation): string {
  // A Swagger 2.0 header's `collectionFormat` (pipes, ssv, tsv) keeps its own separator.
  if (Array.isArray(value)) return value.map(scalarText).join(separatorOf(how.style));
  if (isObject(value))
    return entriesOf(value)
      .map(([k, v]) => (how.explode ? `${k}=${v}` : `${k},${v}`))
      .join(',');
  return scalarText(value);
}

/**
 * A cookie parameter as `name=value` pairs (style form): an exploded array or object gives one cookie
 * per item. Values are percent-encoded where RFC 6265 does not allow the character (space, `;`, `"`,
 * `,` inside an item, non-ASCII), so a cookie never breaks the `Cookie` header.
 */
export function serialiseCookie(name: string, value: unknown, how: Serialisation): [string, string][] {
  if (Array.isArray(value)) {
    const items = value.map((v) => cookieText(scalarText(v)));
    return how.explode ? items.map((v) => [name, v]) : [[name, items.join(',')]];
  }
  if (isObject(value)) {
    const pairs = entriesOf(value).map(([k, v]): [string, string] => [cookieText(k), cookieText(v)]);
    return how.explode ? pairs : [[name, pairs.flat().join(',')]];
  }
  return [[name, cookieText(scalarText(value))]];
}

/** RFC 6265 cookie-octets stay as they are; everything else is percent-encoded. */
function cookieText(text: string): string {
  return text.replace(/[^\x21\x23\x24\x26-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]/gu, encode);
}

/** encodeURIComponent that never throws: a lone surrogate becomes U+FFFD first. */
export function encode(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}
