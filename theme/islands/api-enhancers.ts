// Vanilla enhancers of the API reference: media-type tabs, deep-link redirects after a client-side
// navigation, and the navigation panel's scroll-spy (the operation being read is marked and kept in view).
import { findRedirect, type RedirectMap } from './redirect-map.js';
import { selectSampleLanguage } from './sample-tabs.js';

/** Media-type tabs of a body or response: click and arrow keys switch; nothing is remembered. */
export function enhanceMediaTabs(group: HTMLElement): () => void {
  const tabs = () => [...group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    if (tab && tabs().includes(tab)) selectSampleLanguage(group, tab.dataset.lang ?? '', false);
  };
  const onKey = (event: KeyboardEvent) => {
    const list = tabs();
    const i = list.indexOf(event.target as HTMLElement);
    if (i === -1) return;
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: list.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    selectSampleLanguage(group, list[(next + list.length) % list.length]!.dataset.lang ?? '', true);
  };
  group.addEventListener('click', onClick);
  group.addEventListener('keydown', onKey);
  return () => {
    group.removeEventListener('click', onClick);
    group.removeEventListener('keydown', onKey);
  };
}

/** `<script type="application/json" data-island="ApiRedirects">`: id -> page; follows the current hash. */
export function enhanceApiRedirects(el: HTMLElement): () => void {
  let map: RedirectMap = {};
  try {
    map = JSON.parse(el.textContent ?? '{}') as RedirectMap;
  } catch {
    return () => {};
  }
  const go = () => {
    let id: string;
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return;
    }
    const url = findRedirect(map, id);
    if (url) location.replace(`${url}${location.hash}`);
  };
  go();
  window.addEventListener('hashchange', go);
  return () => window.removeEventListener('hashchange', go);
}

const CURRENT = 'api-nav__op-link--current';

/**
 * The section being read: the last one whose top is above a line a third down the viewport (below the
 * navbar); sections are in document order, so a binary search finds it.
 */
export function currentSection(sections: Element[], line: number): Element | undefined {
  let lo = 0;
  let hi = sections.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sections[mid]!.getBoundingClientRect().top <= line) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found === -1 ? undefined : sections[found];
}

/** Scroll-spy of the API navigation panel. */
export function enhanceApiScrollSpy(nav: HTMLElement): () => void {
  const links = new Map<string, HTMLAnchorElement>();
  // An item of this page links to its section by fragment: the fragment is the section's id.
  for (const link of nav.querySelectorAll<HTMLAnchorElement>('.api-nav__ops a[href^="#"]')) {
    try {
      links.set(decodeURIComponent(link.getAttribute('href')!.slice(1)), link);
    } catch {
      // A malformed escape names no section.
    }
  }
  const sections = [...document.querySelectorAll<HTMLElement>('.api-operation[id], .api-model[id]')].filter((s) => links.has(s.id));
  let active: HTMLAnchorElement | undefined;
  let frame = 0;
  const keepInView = (link: HTMLElement) => {
    // Only the desktop panel scrolls on its own; scrolling the window here would fight the reader.
    if (nav.scrollHeight <= nav.clientHeight) return;
    const top = link.getBoundingClientRect().top - nav.getBoundingClientRect().top + nav.scrollTop;
    if (top < nav.scrollTop || top + link.offsetHeight > nav.scrollTop + nav.clientHeight) nav.scrollTop = Math.max(0, top - nav.clientHeight / 3);
  };
  const update = () => {
    frame = 0;
    const section = currentSection(sections, window.innerHeight / 3);
    const link = section ? links.get(section.id) : undefined;
    if (link === active) return;
    active?.classList.remove(CURRENT);
    active?.removeAttribute('aria-current');
    active = link;
    if (!link) return;
    link.classList.add(CURRENT);
    link.setAttribute('aria-current', 'location');
    keepInView(link);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  window.addEventListener('hashchange', schedule);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    window.removeEventListener('hashchange', schedule);
  };
}
