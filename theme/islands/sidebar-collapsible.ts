// Sidebar categories (vanilla enhancer, no React): caret buttons expand and collapse with a height
// animation whose duration comes from the content height, ease-in-out, 1 ms under reduced motion.
// Categories never auto-collapse; the current page's link is scrolled into view on load.

/** Material's dynamic duration (ms) for a height in px: round((4 + 15·c^0.25 + c/5)·10), c = height/36. */
export function collapsibleDuration(height: number): number {
  const c = height / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}

const COLLAPSED = 'menu__list-item--collapsed';

function label(item: HTMLElement): string {
  return item.querySelector(':scope > .menu__list-item-collapsible > .menu__link')?.textContent?.trim() ?? '';
}

/** A category's place in the sidebar as its label path, stable across pages of the same sidebar. */
function categoryKey(item: HTMLElement): string {
  const labels: string[] = [];
  for (let el: HTMLElement | null = item; el; el = el.parentElement?.closest<HTMLElement>('li.menu__list-item') ?? null) {
    labels.unshift(label(el));
  }
  return labels.join('/');
}

function setExpandedAttributes(item: HTMLElement, expanded: boolean): void {
  for (const control of item.querySelectorAll(':scope > .menu__list-item-collapsible > [aria-expanded]')) {
    control.setAttribute('aria-expanded', String(expanded));
    if (control.classList.contains('menu__caret')) {
      control.setAttribute('aria-label', `${expanded ? 'Collapse' : 'Expand'} sidebar category '${label(item)}'`);
    }
  }
}

function animate(list: HTMLElement, expand: boolean, done: () => void): void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const clear = () => {
    list.style.removeProperty('height');
    list.style.removeProperty('overflow');
    list.style.removeProperty('transition');
    list.style.removeProperty('will-change');
  };
  clear();
  const height = list.scrollHeight;
  const duration = reduced ? 1 : collapsibleDuration(height);
  list.style.willChange = 'height';
  list.style.overflow = 'hidden';
  list.style.height = expand ? '0px' : `${height}px`;
  requestAnimationFrame(() => {
    list.style.transition = `height ${duration}ms ease-in-out`;
    requestAnimationFrame(() => {
      list.style.height = expand ? `${height}px` : '0px';
    });
  });
  const finish = (event: TransitionEvent) => {
    if (event.target !== list || event.propertyName !== 'height') return;
    list.removeEventListener('transitionend', finish);
    clear();
    done();
  };
  list.addEventListener('transitionend', finish);
}

/** Expands or collapses one category `li`; `animated` false applies the end state at once. */
export function setCategoryExpanded(item: HTMLElement, expanded: boolean, animated = true): void {
  const list = item.querySelector<HTMLElement>(':scope > .menu__list');
  setExpandedAttributes(item, expanded);
  if (!list || !animated) {
    item.classList.toggle(COLLAPSED, !expanded);
    return;
  }
  if (expanded) {
    item.classList.remove(COLLAPSED);
    animate(list, true, () => {});
  } else {
    animate(list, false, () => item.classList.add(COLLAPSED));
  }
}

function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/** Scrolls the sidebar (not the page) so the current page's link is visible. */
export function scrollActiveIntoView(root: HTMLElement): void {
  const link = root.querySelector<HTMLElement>('a[aria-current="page"]');
  const container = link && scrollParent(link);
  if (!link || !container) return;
  const top = link.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
  if (top < container.scrollTop || top + link.offsetHeight > container.scrollTop + container.clientHeight) {
    container.scrollTop = top - (container.clientHeight - link.offsetHeight) / 2;
  }
}

/**
 * Makes one sidebar interactive. `userChoices` remembers what the user opened or closed (category key ->
 * expanded), so the next page's sidebar (client navigation) keeps it, as a mounted sidebar would; the
 * categories holding the current page are always expanded.
 */
export function enhanceSidebar(root: HTMLElement, userChoices: Map<string, boolean> = new Map()): () => void {
  for (const item of root.querySelectorAll<HTMLElement>('li.menu__list-item')) {
    const choice = userChoices.get(categoryKey(item));
    if (choice === undefined || !item.querySelector(':scope > .menu__list')) continue;
    if (choice || !item.querySelector('[aria-current="page"]')) setCategoryExpanded(item, choice, false);
  }
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const control = target.closest('.menu__caret, button.menu__link--sublist-caret');
    const currentCategoryLink = target.closest('a.menu__link--sublist[aria-current="page"]');
    const categoryLink = target.closest('a.menu__link--sublist');
    const item = (control ?? categoryLink)?.closest<HTMLElement>('li.menu__list-item');
    if (!item || !root.contains(item)) return;
    const key = categoryKey(item);
    if (control || currentCategoryLink) {
      // The caret always toggles; the link of the category page you are on toggles instead of reloading it.
      event.preventDefault();
      const expand = item.classList.contains(COLLAPSED);
      setCategoryExpanded(item, expand);
      userChoices.set(key, expand);
    } else {
      // Following a category link always expands it.
      userChoices.set(key, true);
    }
  };
  root.addEventListener('click', onClick);
  scrollActiveIntoView(root);
  return () => root.removeEventListener('click', onClick);
}
