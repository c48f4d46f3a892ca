// One row of tabs over panels, the API reference's switch between media types, examples, request sample
// sets and a discriminator's subtypes (switched by the MediaTabs enhancer). The first panel is visible;
// without JavaScript CSS shows every panel under its heading.
import type { ReactNode } from 'react';

/** One tab: `value` names it (`data-lang`), `label` is the tab's text, `heading` the panel's own label. */
export interface Tab {
  value: string;
  label: ReactNode;
  heading: ReactNode;
  content: ReactNode;
}

export interface TabSwitchProps {
  /** Tabs get the ids `${id}-${i}`, their panels `${id}-${i}-panel`. */
  id: string;
  /** The tab list's accessible name. */
  label: string;
  /** Added to `api-media` on the group. */
  className?: string;
  /** Added to `api-media__panel` on each panel. */
  panelClassName?: string;
  tabs: Tab[];
}

export function TabSwitch({ id, label, className, panelClassName, tabs }: TabSwitchProps) {
  const tabId = (i: number) => `${id}-${i}`;
  const panelId = (i: number) => `${id}-${i}-panel`;
  return (
    <div className={className ? `api-media ${className}` : 'api-media'} data-island="MediaTabs">
      <div className="api-media__list" role="tablist" aria-label={label}>
        {tabs.map((tab, i) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            className="api-media__tab"
            id={tabId(i)}
            aria-selected={i === 0}
            aria-controls={panelId(i)}
            tabIndex={i === 0 ? 0 : -1}
            data-lang={tab.value}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.value}
          role="tabpanel"
          className={panelClassName ? `api-media__panel ${panelClassName}` : 'api-media__panel'}
          id={panelId(i)}
          aria-labelledby={tabId(i)}
          hidden={i !== 0}
        >
          <p className="api-schema__note api-media__label">{tab.heading}</p>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
