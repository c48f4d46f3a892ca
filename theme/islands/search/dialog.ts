// The search dialog (a modal <dialog> kept outside the page region, so client navigation keeps it): a
// labelled combobox input, results as a listbox of links grouped by section, arrow keys, Enter, Escape.
// Each query loads only the parts of the index it needs (engine.ts); the listbox is busy meanwhile.
// Builds every node with textContent; result text is never parsed as HTML.
import { markTerms, snippet } from './highlight.js';
import { loadSearchEngine, type SearchEngine, type SearchGroup } from './engine.js';

export interface OpenOptions {
  /** URL of the search index's entry file (from the route manifest). */
  index: string;
  mode: 'history' | 'hash';
  /** Gets focus back when the dialog is dismissed. */
  opener: HTMLElement | null;
}

const ID = 'docsgen-search';

export function createSearchDialog(): { open(options: OpenOptions): void } {
  let engine: Promise<SearchEngine> | undefined;
  let ready: SearchEngine | undefined;
  let opener: HTMLElement | null = null;
  let mode: OpenOptions['mode'] = 'history';
  let active = -1;

  const dialog = el('dialog', { class: 'search-dialog', 'aria-labelledby': `${ID}-title`, 'aria-modal': 'true' });
  const title = el('h2', { id: `${ID}-title`, class: 'search-dialog__title' }, 'Search the documentation');
  const label = el('label', { for: `${ID}-input`, class: 'search-dialog__label' }, 'Search');
  const input = el('input', {
    id: `${ID}-input`,
    class: 'search-dialog__input',
    type: 'search',
    role: 'combobox',
    'aria-expanded': 'false',
    'aria-controls': `${ID}-results`,
    'aria-autocomplete': 'list',
    autocomplete: 'off',
    spellcheck: 'false',
    placeholder: 'Search docs, SDK, changelog and API',
  });
  const close = el('button', { type: 'button', class: 'search-dialog__close', 'aria-label': 'Close search' }, 'Esc');
  const listbox = el('div', { id: `${ID}-results`, role: 'listbox', 'aria-label': 'Search results', class: 'search-dialog__results' });
  const status = el('p', { role: 'status', class: 'search-dialog__status' });
  const panel = el('div', { class: 'search-dialog__panel' });
  panel.append(title, el('div', { class: 'search-dialog__bar' }, label, input, close), listbox, status);
  dialog.append(panel);
  listbox.hidden = true;

  const options = () => [...listbox.querySelectorAll<HTMLAnchorElement>('[role="option"]')];

  const setActive = (index: number) => {
    const all = options();
    active = all.length ? (index + all.length) % all.length : -1;
    all.forEach((option, i) => option.setAttribute('aria-selected', String(i === active)));
    const current = all[active];
    if (current) {
      input.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  };

  const render = (groups: SearchGroup[], query: string) => {
    listbox.replaceChildren();
    let n = 0;
    for (const group of groups) {
      const node = el('div', { role: 'group', 'aria-label': group.name, class: 'search-dialog__group' });
      node.append(el('div', { class: 'search-dialog__group-name', 'aria-hidden': 'true' }, group.name));
      for (const hit of group.hits) {
        const terms = new Set(hit.terms);
        const href = mode === 'hash' ? `#${hit.url}` : hit.url;
        const option = el('a', { id: `${ID}-option-${n++}`, role: 'option', href, tabindex: '-1', 'aria-selected': 'false', class: 'search-result' });
        const heading = el('span', { class: 'search-result__title' }, ...marked(hit.heading || hit.title, terms));
        const page = hit.heading ? [el('span', { class: 'search-result__page' }, ...marked(hit.title, terms))] : [];
        const text = hit.excerpt ? [el('span', { class: 'search-result__snippet' }, ...marked(snippet(hit.excerpt, terms), terms))] : [];
        option.append(heading, ...page, ...text);
        node.append(option);
      }
      listbox.append(node);
    }
    listbox.hidden = n === 0;
    input.setAttribute('aria-expanded', String(n > 0));
    status.textContent = !query.trim() ? '' : n ? `${n} result${n === 1 ? '' : 's'}` : `No results for “${query.trim()}”`;
    setActive(n ? 0 : -1);
  };

  // Answers come back in any order (each may fetch a part of the index): only the latest query's shows.
  let asked = 0;
  const update = () => {
    if (!ready) {
      status.textContent = 'Loading the search index…';
      return;
    }
    const query = input.value;
    const n = ++asked;
    listbox.setAttribute('aria-busy', 'true');
    ready.search(query).then(
      (groups) => {
        if (n !== asked) return;
        listbox.removeAttribute('aria-busy');
        render(groups, query);
      },
      (error: unknown) => {
        if (n !== asked) return;
        listbox.removeAttribute('aria-busy');
        status.textContent = 'Search is unavailable: the index could not be loaded.';
        console.warn('docsgen: could not load the search index.', error);
      },
    );
  };

  /** Closes; focus goes back to the opener unless a result is being opened (navigation moves focus). */
  const dismiss = (restoreFocus: boolean) => {
    if (!dialog.open) return;
    dialog.close();
    document.documentElement.classList.remove('search-open');
    if (restoreFocus && opener?.isConnected) opener.focus();
  };

  input.addEventListener('input', update);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      const option = options()[active];
      if (!option) return;
      event.preventDefault();
      dismiss(false);
      option.click();
    }
  });
  // Escape fires `cancel`: close ourselves so focus goes back to the opener.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    dismiss(true);
  });
  close.addEventListener('click', () => dismiss(true));
  // A click on the backdrop lands on the <dialog> itself (the panel fills its box).
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dismiss(true);
  });
  listbox.addEventListener('click', (event) => {
    const mouse = event as MouseEvent;
    const option = (event.target as Element).closest('[role="option"]');
    if (option && !mouse.ctrlKey && !mouse.metaKey && !mouse.shiftKey && mouse.button === 0) dismiss(false);
  });
  listbox.addEventListener('mousemove', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    const index = option ? options().indexOf(option as HTMLAnchorElement) : -1;
    if (index >= 0 && index !== active) setActive(index);
  });

  return {
    open(options) {
      mode = options.mode;
      if (!dialog.isConnected) document.body.append(dialog);
      if (!dialog.open) {
        opener = options.opener;
        dialog.showModal();
        document.documentElement.classList.add('search-open');
      }
      input.focus();
      input.select();
      if (!engine) {
        engine = loadSearchEngine(options.index, options.mode);
        engine.then(
          (loaded) => {
            ready = loaded;
            dialog.setAttribute('data-ready', '');
            update();
          },
          (error: unknown) => {
            engine = undefined;
            status.textContent = 'Search is unavailable: the index could not be loaded.';
            console.warn('docsgen: could not load the search index.', error);
          },
        );
      }
      update();
    },
  };
}

function marked(text: string, terms: ReadonlySet<string>): Node[] {
  return markTerms(text, terms).map((part) => (part.mark ? el('mark', {}, part.text) : document.createTextNode(part.text)));
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}
