// Renders the blog's theme components with fixed props and checks landmarks, aria attributes and hrefs.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlogListPaginator } from '../../theme/layout/BlogListPaginator.js';
import { BlogPostHeader } from '../../theme/layout/BlogPostHeader.js';
import { BlogPostPaginator } from '../../theme/layout/BlogPostPaginator.js';
import { BlogSidebar } from '../../theme/layout/BlogSidebar.js';
import { ownUrl } from '../../src/util/safe-url.js';

describe('BlogSidebar', () => {
  it('groups posts by year in role=group blocks with an h3, marking the current post', () => {
    const html = renderToString(
      <BlogSidebar
        sidebar={{
          title: 'All posts',
          groups: [
            { year: '2026', items: [{ label: 'New', href: ownUrl('/changelog/new'), active: true }] },
            { year: '2025', items: [{ label: 'Old', href: ownUrl('/changelog/old'), active: false }] },
          ],
        }}
      />,
    );
    expect(html).toContain('<nav aria-label="Blog recent posts navigation"');
    expect([...html.matchAll(/<div role="group"[^>]*><h3[^>]*>(\d+)<\/h3>/g)].map((m) => m[1])).toEqual(['2026', '2025']);
    expect(html).toContain('href="/changelog/new" aria-current="page">New</a>');
    expect(html).not.toContain('href="/changelog/old" aria-current');
  });
});

describe('BlogPostHeader', () => {
  it('shows the date as a machine-readable <time> and no reading time', () => {
    const html = renderToString(<BlogPostHeader title="Webhooks" date={{ iso: '2026-01-20T00:00:00.000Z', text: 'January 20, 2026' }} authors={[]} />);
    expect(html).toContain('<h1 class="blog-post-header__title">Webhooks</h1>');
    expect(html).toContain('<time dateTime="2026-01-20T00:00:00.000Z">January 20, 2026</time>');
    expect(html).not.toMatch(/min read/i);
  });

  it('links the title with an h2 in lists', () => {
    const html = renderToString(
      <BlogPostHeader title="Webhooks" href="/changelog/webhooks" date={{ iso: '2026-01-20T00:00:00.000Z', text: 'January 20, 2026' }} authors={[]} />,
    );
    expect(html).toContain('<h2 class="blog-post-header__title"><a href="/changelog/webhooks">Webhooks</a></h2>');
  });
});

describe('blog paginators', () => {
  it('labels list pages "Newer entries" and "Older entries" and renders nothing for a single page', () => {
    const html = renderToString(
      <BlogListPaginator paging={{ page: 2, totalPages: 3, totalCount: 250, newerHref: ownUrl('/b'), olderHref: ownUrl('/b/page/3') }} />,
    );
    expect(html).toContain('aria-label="Blog list page navigation"');
    expect(html).toMatch(/href="\/b" rel="prev"><span class="pagination-nav__label">Newer entries<\/span>/);
    expect(html).toMatch(/href="\/b\/page\/3" rel="next"><span class="pagination-nav__label">Older entries<\/span>/);
    expect(renderToString(<BlogListPaginator paging={{ page: 1, totalPages: 1, totalCount: 3 }} />)).toBe('');
  });

  it('labels post neighbours "Newer post" and "Older post"', () => {
    const html = renderToString(<BlogPostPaginator prev={{ label: 'B', href: ownUrl('/b') }} next={{ label: 'A', href: ownUrl('/a') }} />);
    expect(html).toContain('aria-label="Blog post page navigation"');
    expect(html).toContain('Newer post');
    expect(html).toContain('Older post');
  });
});
