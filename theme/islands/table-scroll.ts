// Wide markdown tables (vanilla enhancer over the static markdown): a table wider than its column scrolls
// in its wrapper (the CSS shows shadows on the side with more to see); this makes that wrapper a named,
// focusable region so keyboard users can scroll it too, and undoes that when the table fits again.

const LABEL = 'Table (scrolls sideways)';

function update(wrapper: HTMLElement): void {
  const scrolls = wrapper.scrollWidth > wrapper.clientWidth + 1;
  if (scrolls === wrapper.hasAttribute('tabindex')) return;
  if (scrolls) {
    wrapper.tabIndex = 0;
    wrapper.setAttribute('role', 'region');
    wrapper.setAttribute('aria-label', LABEL);
  } else {
    wrapper.removeAttribute('tabindex');
    wrapper.removeAttribute('role');
    wrapper.removeAttribute('aria-label');
  }
}

export function enhanceTableScroll(container: HTMLElement): () => void {
  const wrappers = [...container.querySelectorAll<HTMLElement>('.table-wrapper')];
  if (wrappers.length === 0 || typeof ResizeObserver === 'undefined') return () => {};
  // Observing calls back once at the start, then whenever a wrapper's width changes.
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) update(entry.target as HTMLElement);
  });
  for (const wrapper of wrappers) observer.observe(wrapper);
  return () => observer.disconnect();
}
