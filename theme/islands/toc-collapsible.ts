// The "On this page" disclosure (vanilla enhancer `TocCollapsible`): following one of its heading links
// closes it, as Docusaurus's collapsible TOC does, so the heading is not pushed down by the open list.

export function enhanceTocCollapsible(el: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    if (el instanceof HTMLDetailsElement && (event.target as Element).closest('a[href^="#"]')) el.open = false;
  };
  el.addEventListener('click', onClick);
  return () => el.removeEventListener('click', onClick);
}
