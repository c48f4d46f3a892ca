// Docusaurus's <Tabs> for MDX pages, rendered on the server: every panel is in the HTML (without
// JavaScript each shows under its label); the Tabs enhancer (islands/tabs.ts) makes them tabs, with
// `groupId` synced and remembered and `queryString` read and written.
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.js';

export interface TabValue {
  value: string;
  label?: string;
  attributes?: Record<string, unknown>;
}

export interface TabsProps {
  /** Tabs with the same group id switch together, and the choice is remembered. */
  groupId?: string;
  /** Reads and writes the choice in the URL: `true` uses the group id as the parameter name. */
  queryString?: boolean | string;
  defaultValue?: string | null;
  /** Labels and order of the tabs (else taken from the TabItems). */
  values?: TabValue[];
  block?: boolean;
  className?: string;
  lazy?: boolean;
  children?: ReactNode;
}

export default function Tabs({ groupId, queryString, defaultValue, values, block, className, children }: TabsProps) {
  const id = useId();
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const tabs: TabValue[] = values ?? items.map((item) => ({ value: item.props.value, ...(item.props.label ? { label: item.props.label } : {}) }));
  const chosen = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value;
  const query = queryString === true ? groupId : typeof queryString === 'string' ? queryString : undefined;
  const index = (value: string) =>
    Math.max(
      0,
      tabs.findIndex((t) => t.value === value),
    );
  const label = (value: string) => tabs.find((t) => t.value === value)?.label ?? value;
  return (
    <div className={['tabs-container', className].filter(Boolean).join(' ')} data-island="Tabs" data-group-id={groupId} data-query-string={query}>
      <ul role="tablist" aria-orientation="horizontal" className={block ? 'tabs tabs--block' : 'tabs'}>
        {tabs.map((tab, i) => (
          <li
            key={tab.value}
            role="tab"
            id={`${id}tab-${i}`}
            aria-controls={`${id}panel-${i}`}
            aria-selected={tab.value === chosen}
            tabIndex={tab.value === chosen ? 0 : -1}
            data-value={tab.value}
            className={tab.value === chosen ? 'tabs__item tabs__item--active' : 'tabs__item'}
          >
            {tab.label ?? tab.value}
          </li>
        ))}
      </ul>
      <div className="tabs__panels">
        {items.map((item) => (
          <div
            key={item.props.value}
            role="tabpanel"
            id={`${id}panel-${index(item.props.value)}`}
            aria-labelledby={`${id}tab-${index(item.props.value)}`}
            data-value={item.props.value}
            className={item.props.value === chosen ? 'tabs__panel tabs__panel--active' : 'tabs__panel'}
          >
            <p className="tabs__label">{label(item.props.value)}</p>
            {item.props.children}
          </div>
        ))}
      </div>
    </div>
  );
}
