// Table-of-contents highlight (vanilla enhancer): marks the link of the heading being read as the page
// scrolls, with the algorithm of behaviours.md §5.4. Reads layout only in animation frames.

const ACTIVE = 'toc__link--active';

function rectOf(el: Element): DOMRect {
  const rect = el.getBoundingClientRect();
  return rect.height === 0 && el.parentElement ? rectOf(el.parentElement) : rect;
}

/**
 * The heading being read: the first heading at or below the top if it sits in the top half of the
 * viewport, else the one before it (none above the first heading); the last one once all are above.
 */
export function activeHeading(anchors: Element[], viewportHeight: number): Element | undefined {
  const index = anchors.findIndex((anchor) => rectOf(anchor).top >= 0);
  if (index === -1) return anchors[anchors.length - 1];
  const rect = rectOf(anchors[index]!);
  if (rect.top > 0 && rect.bottom < viewportHeight / 2) return anchors[index];
  return index > 0 ? anchors[index - 1] : undefined;
}

export function enhanceTocHighlight(toc: HTMLElement): () => void {
  const links = [...toc.querySelectorAll<HTMLAnchorElement>('a.toc__link')];
  const ids = new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))));
  const anchors = [...document.querySelectorAll('h2.anchor, h3.anchor')].filter((h) => ids.has(h.id));
  let frame = 0;
  const update = () => {
    frame = 0;
    const active = activeHeading(anchors, window.innerHeight);
    for (const link of links) {
      const on = active !== undefined && decodeURIComponent(link.hash.slice(1)) === active.id;
      link.classList.toggle(ACTIVE, on);
      if (on) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}
