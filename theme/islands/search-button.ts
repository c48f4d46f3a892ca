// The navbar search button (enhancer `SearchButton`): server-rendered, hidden without JavaScript; a click
// opens search through the context (theme/client/search-launcher.ts loads the dialog on first use).
import type { EnhancerContext } from './enhancers.js';

/** The navbar button (enhancer `SearchButton`): opens search, and shows ⌘ rather than Ctrl on Apple systems. */
export function enhanceSearchButton(el: HTMLElement, context: EnhancerContext): () => void {
  const onClick = () => context.openSearch?.();
  el.addEventListener('click', onClick);
  const modifier = el.querySelector('.navbar-search__modifier');
  if (modifier && /Mac|iPhone|iPad/.test(navigator.platform)) modifier.textContent = '⌘';
  return () => el.removeEventListener('click', onClick);
}
