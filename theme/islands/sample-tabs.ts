// Code-sample language tabs of the API reference (vanilla enhancer). Markup contract, rendered by the
// API reference page: `<div class="sample-tabs" data-island="SampleTabs">` holding `[role=tablist]`
// buttons `[role=tab][aria-controls]` (language from `data-language` or `data-lang`, else the text) and
// `[role=tabpanel]` panels. The chosen language is stored under `docsgen.sample-language` and applies to
// every sample on every page (and in other tabs).
import { STORAGE_KEYS, listenStorage, storage } from './storage.js';

const CHANGE = 'docsgen:sample-language';

function language(tab: HTMLElement): string {
  return tab.dataset.language ?? tab.dataset.lang ?? tab.textContent?.trim() ?? '';
}

/** Selects the tab for `lang` in one group; returns false when the group has no such tab. */
export function selectSampleLanguage(group: HTMLElement, lang: string, focus = false): boolean {
  // The group's own tabs only: a group may hold others (a media type's example tabs) in its panels.
  const tabs = [...group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
  const chosen = tabs.find((tab) => language(tab) === lang);
  if (!chosen) return false;
  for (const tab of tabs) {
    const on = tab === chosen;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    const panelId = tab.getAttribute('aria-controls');
    const panel = panelId ? document.getElementById(panelId) : null;
    if (panel) panel.hidden = !on;
  }
  if (focus) chosen.focus();
  return true;
}

export function enhanceSampleTabs(group: HTMLElement): () => void {
  const stored = storage().get(STORAGE_KEYS.sampleLanguage);
  if (stored) selectSampleLanguage(group, stored);
  const choose = (lang: string, focus: boolean) => {
    selectSampleLanguage(group, lang, focus);
    storage().set(STORAGE_KEYS.sampleLanguage, lang);
    window.dispatchEvent(new CustomEvent(CHANGE, { detail: lang }));
  };
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    if (tab && group.contains(tab)) choose(language(tab), false);
  };
  const onKey = (event: KeyboardEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    if (!tab) return;
    const tabs = [...group.querySelectorAll<HTMLElement>('[role="tab"]')];
    const i = tabs.indexOf(tab);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(language(tabs[(next + tabs.length) % tabs.length]!), true);
  };
  const onChange = (event: Event) => selectSampleLanguage(group, (event as CustomEvent<string>).detail);
  const stopListening = listenStorage(STORAGE_KEYS.sampleLanguage, (lang) => lang && selectSampleLanguage(group, lang));
  group.addEventListener('click', onClick);
  group.addEventListener('keydown', onKey);
  window.addEventListener(CHANGE, onChange);
  return () => {
    group.removeEventListener('click', onClick);
    group.removeEventListener('keydown', onKey);
    window.removeEventListener(CHANGE, onChange);
    stopListening();
  };
}
