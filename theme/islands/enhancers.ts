// Vanilla enhancers: interactive parts that need no React (and so no hydration), by `data-island` name,
// plus the ones applied to every page region (code copy buttons and wide tables live inside static markdown).
import { enhanceApiRedirects, enhanceApiScrollSpy, enhanceMediaTabs } from './api-enhancers.js';
import { enhanceApiServers } from './api-servers.js';
import { enhanceCodeCopy } from './code-copy.js';
import { enhanceSampleTabs } from './sample-tabs.js';
import { enhanceSidebar } from './sidebar-collapsible.js';
import { enhanceTocCollapsible } from './toc-collapsible.js';
import { enhanceTocHighlight } from './toc-highlight.js';
import { enhanceVersionDropdown } from './version-dropdown.js';
import { enhanceSearchButton } from './search-button.js';
import { enhanceTabs } from './tabs.js';
import { enhanceTryIt, type TryItApi } from './try-it.js';
import { enhanceTableScroll } from './table-scroll.js';

/** State that outlives one page (client navigation swaps the page but keeps this). */
export interface EnhancerContext {
  /** Sidebar categories the user expanded (true) or collapsed (false), by label path. */
  sidebarChoices: Map<string, boolean>;
  /** Opens the search dialog (loading it on first use). */
  openSearch?: () => void;
  /** Keys the reader typed into the API reference's try-it consoles, by security scheme: memory only. */
  keys: Map<string, string>;
  /** The try-it console's script, loaded on first use. */
  loadTryIt: () => Promise<TryItApi>;
}

/** Makes `el` interactive; returns its cleanup (run before the page is swapped). */
export type Enhancer = (el: HTMLElement, context: EnhancerContext) => () => void;

export const enhancers: Record<string, Enhancer> = {
  SidebarCollapsible: (el, context) => enhanceSidebar(el, context.sidebarChoices),
  TocHighlight: (el) => enhanceTocHighlight(el),
  TocCollapsible: (el) => enhanceTocCollapsible(el),
  SampleTabs: (el) => enhanceSampleTabs(el),
  VersionDropdown: (el) => enhanceVersionDropdown(el),
  SearchButton: (el, context) => enhanceSearchButton(el, context),
  Tabs: (el) => enhanceTabs(el),
  MediaTabs: (el) => enhanceMediaTabs(el),
  ApiRedirects: (el) => enhanceApiRedirects(el),
  ApiScrollSpy: (el) => enhanceApiScrollSpy(el),
  ApiServers: (el) => enhanceApiServers(el),
  TryIt: (el, context) => enhanceTryIt(el, context),
};

/** Enhancers for the whole page container, not tied to one element. */
export const pageEnhancers: Enhancer[] = [(el) => enhanceCodeCopy(el), (el) => enhanceTableScroll(el)];
