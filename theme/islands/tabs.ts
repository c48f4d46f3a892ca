// Docusaurus's <Tabs> in MDX pages (vanilla enhancer). Markup contract, rendered by theme/mdx/Tabs.tsx:
// `<div class="tabs-container" data-island="Tabs" [data-group-id] [data-query-string]>` holding
// `[role=tab][data-value][aria-controls]` and `[role=tabpanel]` panels. A choice in a group is stored
// under `docusaurus.tab.<groupId>` (Docusaurus's key) and applied to every tabs of that group, on this
// page and in other windows; with a query string the choice is read from and written to the URL.
import { STORAGE_KEYS, listenStorage, storage } from './storage.js';

const CHANGE = 'docsgen:tab-group';

/** Shows the tab for `value`; false when the tabs have no such value. */
export function selectTab(container: HTMLElement, value: string, focus = false): boolean {
  const tabs = [...container.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
  const chosen = tabs.find((tab) => tab.dataset.value === value);
  if (!chosen) return false;
  for (const tab of tabs) {
    const on = tab === chosen;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    tab.classList.toggle('tabs__item--active', on);
    const panelId = tab.getAttribute('aria-controls');
    const panel = panelId ? document.getElementById(panelId) : null;
    panel?.classList.toggle('tabs__panel--active', on);
  }
  if (focus) chosen.focus();
  return true;
}

export function enhanceTabs(container: HTMLElement): () => void {
  const group = container.dataset.groupId;
  const query = container.dataset.queryString;
  const fromUrl = query ? new URLSearchParams(window.location.search).get(query) : null;
  const stored = group ? storage().get(STORAGE_KEYS.tabGroup(group)) : null;
  if (!(fromUrl && selectTab(container, fromUrl)) && stored) selectTab(container, stored);
  const choose = (value: string, focus: boolean) => {
    selectTab(container, value, focus);
    if (query) {
      const url = new URL(window.location.href);
      url.searchParams.set(query, value);
      window.history.replaceState(window.history.state, '', url);
    }
    if (!group) return;
    storage().set(STORAGE_KEYS.tabGroup(group), value);
    window.dispatchEvent(new CustomEvent(CHANGE, { detail: { group, value } }));
  };
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    if (tab?.parentElement?.parentElement === container && tab.dataset.value) choose(tab.dataset.value, false);
  };
  const onKey = (event: KeyboardEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    if (tab?.parentElement?.parentElement !== container) return;
    const tabs = [...container.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
    const i = tabs.indexOf(tab);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(tabs[(next + tabs.length) % tabs.length]!.dataset.value!, true);
  };
  const onGroup = (event: Event) => {
    const { group: changed, value } = (event as CustomEvent<{ group: string; value: string }>).detail;
    if (changed === group) selectTab(container, value);
  };
  const stopListening = group ? listenStorage(STORAGE_KEYS.tabGroup(group), (value) => value && selectTab(container, value)) : () => undefined;
  container.addEventListener('click', onClick);
  container.addEventListener('keydown', onKey);
  window.addEventListener(CHANGE, onGroup);
  return () => {
    container.removeEventListener('click', onClick);
    container.removeEventListener('keydown', onKey);
    window.removeEventListener(CHANGE, onGroup);
    stopListening();
  };
}
