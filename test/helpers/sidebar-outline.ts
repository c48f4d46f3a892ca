// Reads the desktop docs sidebar, the previous/next links and the breadcrumbs out of a rendered page as
// readable lines, so tests can assert a sidebar's exact order, labels, hrefs and classes.

/**
 * The sidebar of a page as lines, children indented by two spaces:
 * `link Label -> /href [.extra-class]`, `category Label -> /href [.extra-class] (collapsed)`, `html <markup>`.
 * Undefined when the page has no sidebar.
 */
export function sidebarOutline(html: string): { name?: string; lines: string[] } | undefined {
  const aside = /<aside class="doc-sidebar"[^>]*?(?: data-sidebar="([^"]*)")?>([\s\S]*?)<\/aside>/.exec(html);
  if (!aside) return undefined;
  const lines: string[] = [];
  let depth = -1;
  const tokens = /<(\/?)(ul|li|a|button)\b([^>]*)>|<svg[\s\S]*?<\/svg>|([^<]+)/g;
  let li: { classes: string[]; line?: number } | undefined;
  const stack: { classes: string[]; line?: number }[] = [];
  let inLink: { href: string; text: string } | undefined;
  let match: RegExpExecArray | null;
  while ((match = tokens.exec(aside[2]!))) {
    const [, close, tag, attrs = '', text] = match;
    if (text !== undefined) {
      if (inLink) inLink.text += text;
      continue;
    }
    if (tag === 'ul') depth += close ? -1 : 1;
    else if (tag === 'li' && !close) {
      const classes = (/class="([^"]*)"/.exec(attrs)?.[1] ?? '').split(' ');
      li = { classes };
      stack.push(li);
      if (classes.includes('sidebar-html')) {
        const end = aside[2]!.indexOf('</li>', tokens.lastIndex);
        lines.push(`${'  '.repeat(depth)}html ${aside[2]!.slice(tokens.lastIndex, end)}`);
        tokens.lastIndex = end;
      }
    } else if (tag === 'li' && close) {
      stack.pop();
      li = stack[stack.length - 1];
    } else if (tag === 'a' && !close) inLink = { href: /href="([^"]*)"/.exec(attrs)?.[1] ?? '', text: '' };
    else if (tag === 'button' && !close && li && li.line === undefined && /menu__link/.test(attrs)) inLink = { href: '', text: '' };
    else if ((tag === 'a' || tag === 'button') && close && inLink && li && li.line === undefined) {
      const extra = li.classes.filter((c) => !c.startsWith('menu__'));
      const kind = li.classes.includes('menu__list-item') && hasSublist(aside[2]!, tokens.lastIndex) ? 'category' : 'link';
      li.line = lines.length;
      lines.push(
        `${'  '.repeat(depth)}${kind} ${decode(inLink.text)}${inLink.href ? ` -> ${inLink.href}` : ''}${extra.length ? ` .${extra.join('.')}` : ''}${li.classes.includes('menu__list-item--collapsed') ? ' (collapsed)' : ''}`,
      );
      inLink = undefined;
    } else if ((tag === 'a' || tag === 'button') && close) inLink = undefined;
  }
  return { ...(aside[1] ? { name: aside[1] } : {}), lines };
}

/** Whether the list item whose head ends at `index` holds a nested list (a category with children). */
function hasSublist(html: string, index: number): boolean {
  const nextLi = html.indexOf('<li', index);
  const nextUl = html.indexOf('<ul', index);
  const closeLi = html.indexOf('</li>', index);
  return nextUl >= 0 && nextUl < closeLi && (nextLi < 0 || nextUl < nextLi);
}

/** Previous and next links of a page: `prev Label -> /href`, `next Label -> /href`. */
export function pagination(html: string): string[] {
  const nav = /<nav aria-label="Docs pages" class="pagination-nav">([\s\S]*?)<\/nav>/.exec(html);
  if (!nav) return [];
  return [...nav[1]!.matchAll(/pagination-nav__link--(prev|next)" href="([^"]*)"[\s\S]*?pagination-nav__label">([^<]*)</g)].map(
    ([, dir, href, label]) => `${dir} ${decode(label!)} -> ${href}`,
  );
}

/** Breadcrumbs after the home link: `Label -> /href`, the current page as `Label`. */
export function breadcrumbs(html: string): string[] {
  const nav = /<nav aria-label="Breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/.exec(html);
  if (!nav) return [];
  return [
    ...nav[1]!.matchAll(
      /<li class="breadcrumbs__item[^"]*">(?:<a class="breadcrumbs__link" href="([^"]*)">([^<]*)<\/a>|<span class="breadcrumbs__link"[^>]*>([^<]*)<\/span>)/g,
    ),
  ].map(([, href, label, current]) => (current !== undefined ? decode(current) : `${decode(label!)} -> ${href}`));
}

function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}
