// Wide markdown tables (vanilla enhancer over the static markdown): a table wider than its column scrolls
// in its wrapper (the CSS shows shadows on the side with more to see); this makes that wrapper a named,
// focusable region so keyboard users can scroll it too, and undoes that when the table fits again.
// Each region's name is its own (two landmarks may not share one, axe `landmark-unique`): the table's
// caption, else the heading above it, else its header cells, numbered when two tables would still match.

/** Visible text of an element, without a heading's "Direct link" anchor. */
function textOf(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const anchor of copy.querySelectorAll('.hash-link')) anchor.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** What a table is about, in the reader's words: caption, then the nearest heading above, then its headers. */
function subjectOf(wrapper: HTMLElement, headings: Element[]): string {
  const caption = wrapper.querySelector('caption');
  if (caption && textOf(caption)) return textOf(caption);
  const above = headings.filter((h) => h.compareDocumentPosition(wrapper) & Node.DOCUMENT_POSITION_FOLLOWING).at(-1);
  if (above && textOf(above)) return textOf(above);
  const header = wrapper.querySelector('tr');
  const cells = header ? [...header.querySelectorAll('th')].map(textOf).filter(Boolean) : [];
  return cells.join(', ');
}

/** One name per wrapper: "Claims (table, scrolls sideways)", then "Claims (table 2, …)"; "Table 3 (…)" with no subject. */
function tableRegionNames(wrappers: HTMLElement[], container: ParentNode): string[] {
  const headings = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const subjects = wrappers.map((wrapper) => subjectOf(wrapper, headings));
  const seen = new Map<string, number>();
  return subjects.map((subject, index) => {
    const count = (seen.get(subject) ?? 0) + 1;
    seen.set(subject, count);
    const shared = subjects.indexOf(subject) !== subjects.lastIndexOf(subject);
    if (!subject) return shared ? `Table ${index + 1} (scrolls sideways)` : 'Table (scrolls sideways)';
    return `${subject} (table${count > 1 ? ` ${count}` : ''}, scrolls sideways)`;
  });
}

function update(wrapper: HTMLElement, name: string): void {
  const scrolls = wrapper.scrollWidth > wrapper.clientWidth + 1;
  if (scrolls === wrapper.hasAttribute('tabindex')) return;
  if (scrolls) {
    wrapper.tabIndex = 0;
    wrapper.setAttribute('role', 'region');
    wrapper.setAttribute('aria-label', name);
  } else {
    wrapper.removeAttribute('tabindex');
    wrapper.removeAttribute('role');
    wrapper.removeAttribute('aria-label');
  }
}

export function enhanceTableScroll(container: HTMLElement): () => void {
  const wrappers = [...container.querySelectorAll<HTMLElement>('.table-wrapper')];
  if (wrappers.length === 0 || typeof ResizeObserver === 'undefined') return () => {};
  const names = new Map(tableRegionNames(wrappers, container).map((name, index) => [wrappers[index]!, name]));
  // Observing calls back once at the start, then whenever a wrapper's width changes.
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) update(entry.target as HTMLElement, names.get(entry.target as HTMLElement)!);
  });
  for (const wrapper of wrappers) observer.observe(wrapper);
  return () => observer.disconnect();
}
