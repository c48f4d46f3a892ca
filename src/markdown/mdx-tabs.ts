// MDX nodes that remark plugins add to a plain markdown page (npm2yarn's `<Tabs>`/`<TabItem>` and its
// `import Tabs from '@theme/Tabs'`): tabs become the markup of MDX pages' <Tabs> (theme/mdx/Tabs.tsx: every
// panel readable without JavaScript, a `groupId` shared with MDX pages' tabs, so npm2yarn's choice is one
// on every page); an import of those two is dropped; any other MDX node is
// reported, its children kept. MDX pages themselves go through @mdx-js/mdx, not here.
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';

/** A node of the MDX syntax tree, as far as this file reads it. */
interface MdxNode {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdxNode[];
  data?: { hName?: string; hProperties?: Record<string, unknown> };
  position?: { start: { line: number; column: number } };
}

/** A `<Tabs>`'s group (npm2yarn's `groupId="npm2yarn"`), and its items. */
interface TabGroup {
  groupId?: string;
  items: TabItem[];
}

interface TabItem {
  value: string;
  label: string;
  isDefault: boolean;
}

/** Tabs found on a page, by the placeholder id their `div` carries through sanitising. */
export type TabsTable = Map<string, TabGroup>;

export interface MdxProblem {
  message: string;
  line: number;
  column: number;
}

const THEME_IMPORT = /^\s*import\s+\w+\s+from\s+['"]@theme\/(Tabs|TabItem)['"];?\s*$/;
const JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);
const EXPRESSION = new Set(['mdxFlowExpression', 'mdxTextExpression']);

function attribute(node: MdxNode, name: string): unknown {
  const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  // `<TabItem default>` has the attribute without a value.
  return found ? (found.value ?? true) : undefined;
}

/**
 * Turns MDX nodes in an mdast tree into nodes plain markdown renders: each `<Tabs>` and its `<TabItem>`s
 * into `div`s with placeholder ids (`placeholder` + n) that expandTabs later makes tabs of. Returns the
 * tabs found and the nodes that a markdown page cannot render.
 */
export function prepareMdxNodes(tree: MdastRoot, placeholder: string): { tabs: TabsTable; problems: MdxProblem[] } {
  const tabs: TabsTable = new Map();
  const problems: MdxProblem[] = [];
  const at = (node: MdxNode, message: string) => problems.push({ message, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
  const visit = (parent: MdxNode) => {
    const children = parent.children;
    if (!children) return;
    for (let i = 0; i < children.length; i++) {
      const node = children[i]!;
      if (node.type === 'mdxjsEsm') {
        const lines = (node.value ?? '').split('\n').filter((line) => line.trim());
        if (!lines.every((line) => THEME_IMPORT.test(line))) at(node, `A plugin added an import a markdown page cannot run: ${lines[0] ?? ''}`);
        children.splice(i--, 1);
      } else if (EXPRESSION.has(node.type)) {
        at(node, 'A plugin added a JavaScript expression, which a markdown page cannot evaluate');
        children.splice(i--, 1);
      } else if (JSX.has(node.type) && node.name === 'Tabs') {
        const id = `${placeholder}${tabs.size}`;
        const items: TabItem[] = [];
        const groupId = attribute(node, 'groupId');
        tabs.set(id, typeof groupId === 'string' && groupId ? { groupId, items } : { items });
        node.data = { hName: 'div', hProperties: { id } };
        for (const child of node.children ?? []) {
          if (!JSX.has(child.type) || child.name !== 'TabItem') {
            // Docusaurus refuses such a child too ("all children of the <Tabs> component should be <TabItem>").
            at(child, `A plugin put ${JSX.has(child.type) ? `<${child.name ?? ''}>` : `a ${child.type}`} directly in <Tabs>, which shows its <TabItem>s only`);
            continue;
          }
          const value = String(attribute(child, 'value') ?? items.length);
          const label = attribute(child, 'label');
          items.push({ value, label: typeof label === 'string' ? label : value, isDefault: attribute(child, 'default') !== undefined });
          child.data = { hName: 'div', hProperties: { id: `${id}-${items.length - 1}` } };
          visit(child);
        }
      } else {
        if (JSX.has(node.type)) {
          at(node, `A plugin added the component <${node.name ?? ''}>, which a markdown page cannot render (its content is shown as is)`);
          node.data = { hName: 'div', hProperties: {} };
        }
        visit(node);
      }
    }
  };
  visit(tree as unknown as MdxNode);
  return { tabs, problems };
}

const slug = (value: string) => value.replace(/[^\w-]+/g, '-');

function el(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

/** Makes docsgen's tab markup of every placeholder `div` of `tabs` in a (sanitised) hast tree. */
export function expandTabs(tree: HastRoot, tabs: TabsTable): void {
  if (tabs.size === 0) return;
  let count = 0;
  const stack: (HastRoot | Element)[] = [tree];
  while (stack.length > 0) {
    const parent = stack.pop()!;
    parent.children.forEach((node, index) => {
      if (node.type !== 'element') return;
      const group = typeof node.properties.id === 'string' ? tabs.get(node.properties.id) : undefined;
      if (group) {
        const id = `tabs-${++count}`;
        parent.children[index] = renderTabs(node, group, id);
      }
      stack.push(parent.children[index] as Element);
    });
  }
}

/** theme/mdx/Tabs.tsx's markup (the Tabs enhancer, islands/tabs.ts, makes it tabs). */
function renderTabs(node: Element, group: TabGroup, id: string): Element {
  const { items } = group;
  const placeholder = String(node.properties.id);
  const panels = new Map<string, Element>();
  for (const child of node.children) {
    if (child.type === 'element' && typeof child.properties.id === 'string' && child.properties.id.startsWith(`${placeholder}-`)) {
      panels.set(child.properties.id, child);
    }
  }
  const chosen = Math.max(
    0,
    items.findIndex((item) => item.isDefault),
  );
  const tabId = (i: number) => `${id}-tab-${slug(items[i]!.value)}`;
  const panelId = (i: number) => `${id}-panel-${slug(items[i]!.value)}`;
  const buttons = items.map((item, i) =>
    el(
      'li',
      {
        role: 'tab',
        id: tabId(i),
        ariaControls: [panelId(i)],
        ariaSelected: i === chosen ? 'true' : 'false',
        tabIndex: i === chosen ? 0 : -1,
        dataValue: item.value,
        className: i === chosen ? ['tabs__item', 'tabs__item--active'] : ['tabs__item'],
      },
      [{ type: 'text', value: item.label }],
    ),
  );
  const panelElements = items.map((item, i) => {
    // Tabs nested in a panel are expanded when the walk reaches them.
    const content = panels.get(`${placeholder}-${i}`)?.children ?? [];
    return el(
      'div',
      {
        role: 'tabpanel',
        id: panelId(i),
        ariaLabelledBy: [tabId(i)],
        dataValue: item.value,
        className: i === chosen ? ['tabs__panel', 'tabs__panel--active'] : ['tabs__panel'],
      },
      [el('p', { className: ['tabs__label'] }, [{ type: 'text', value: item.label }]), ...content],
    );
  });
  return el('div', { className: ['tabs-container'], dataIsland: 'Tabs', ...(group.groupId ? { dataGroupId: group.groupId } : {}) }, [
    el('ul', { role: 'tablist', ariaOrientation: 'horizontal', className: ['tabs'] }, buttons),
    el('div', { className: ['tabs__panels'] }, panelElements),
  ]);
}
