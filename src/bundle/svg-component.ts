// An SVG file imported from JavaScript as a React component, as Docusaurus's SVGR does: the file's own
// attributes and children rendered inline, the component's props after them (so they win), and SVGR's
// `title`/`titleId` props. Nothing in the file runs: scripts, event handlers and javascript: URLs are dropped.
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';

/** A recorded element: React's type, props and children, as JSON the generated module turns into elements. */
interface SvgNode {
  type: string;
  props: Record<string, unknown>;
  children: (SvgNode | string)[];
}

/** Elements that run code or change a link's target when the SVG is inline. */
const UNSAFE_ELEMENTS = new Set(['script', 'handler', 'listener']);
const ANIMATIONS = new Set(['animate', 'set', 'animateMotion', 'animateTransform']);

/** An SVG file's text -> the code of an ES module whose default export is the component; or why not. */
export function svgComponentModule(text: string): { code: string } | { error: string } {
  const tree = fromHtml(text, { fragment: true });
  const svg = firstSvg(tree);
  if (!svg) return { error: 'holds no <svg> element, so it cannot be imported as a component' };
  sanitise(svg);
  const ownTitle = svg.children.findIndex((child) => child.type === 'element' && child.tagName === 'title');
  const title = ownTitle >= 0 ? textOf(svg.children[ownTitle] as Element) : undefined;
  if (ownTitle >= 0) svg.children.splice(ownTitle, 1);
  const root = record(svg);
  const code = `import { createElement } from 'react';
const svg = ${JSON.stringify(root)};
const ownTitle = ${JSON.stringify(title ?? null)};
const make = (node) => (typeof node === 'string' ? node : createElement(node.type, node.props, ...node.children.map(make)));
export default function SvgComponent({ title, titleId, ...props }) {
  const shown = title === undefined ? ownTitle : title;
  const heading = shown ? createElement('title', titleId ? { id: titleId } : null, shown) : null;
  return createElement(svg.type, { ...svg.props, ...(titleId ? { 'aria-labelledby': titleId } : {}), ...props }, heading, ...svg.children.map(make));
}
`;
  return { code };
}

function firstSvg(tree: Root | Element): Element | undefined {
  for (const child of tree.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'svg') return child;
    const found = firstSvg(child);
    if (found) return found;
  }
  return undefined;
}

/** Drops what would run in the page: script-like elements, `on*` attributes, script URLs, animated hrefs. */
function sanitise(element: Element): void {
  for (const name of Object.keys(element.properties)) {
    const value = element.properties[name];
    if (/^on/i.test(name)) delete element.properties[name];
    else if (/href$/i.test(name) && typeof value === 'string' && /^\s*(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u001f]/g, '')))
      delete element.properties[name];
  }
  element.children = element.children.filter((child: ElementContent) => {
    if (child.type === 'comment') return false;
    if (child.type !== 'element') return true;
    if (UNSAFE_ELEMENTS.has(child.tagName)) return false;
    // An animation that sets a link's target could make it a script URL.
    if (ANIMATIONS.has(child.tagName) && /href/i.test(String(child.properties.attributeName ?? ''))) return false;
    sanitise(child);
    return true;
  });
}

function textOf(element: Element): string {
  return element.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : '')).join('');
}

/** The element as React props (React's attribute names and style objects, by hast-util-to-jsx-runtime). */
function record(svg: Element): SvgNode {
  const fragment = '#fragment';
  const jsx = (type: unknown, props: Record<string, unknown>): SvgNode => {
    const { children, ...rest } = props;
    const list = children === undefined ? [] : Array.isArray(children) ? children : [children];
    return {
      type: String(type),
      props: rest,
      children: list.flatMap((child) =>
        child && typeof child === 'object' && (child as SvgNode).type === fragment ? (child as SvgNode).children : [child as SvgNode | string],
      ),
    };
  };
  const made = toJsxRuntime(svg, {
    Fragment: fragment,
    jsx: jsx as never,
    jsxs: jsx as never,
    passKeys: false,
    space: 'svg',
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  }) as unknown as SvgNode;
  return made;
}
