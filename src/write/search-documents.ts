// What search indexes of one route: a document per listed doc, page and changelog post, split into its
// sections (the text under each heading, as the markdown stage cut them), and one per API operation.
import type { ApiOperation } from '../../theme/props.js';
import type { CompiledMarkdown, SearchSummary } from '../markdown/compile.js';
import { searchJsonOf } from '../markdown/search-json.js';
import { squash, type SearchSection } from '../markdown/plain-text.js';
import type { Route, RouteGraph } from '../routes/types.js';
import { withBase } from '../routes/urls.js';

export type { SearchSection };

/** One search result: a page (split into its sections) or an API operation. */
export interface SearchDocument {
  /** The page URL, without fragment. */
  url: string;
  title: string;
  /** The result group: the docs instance label, the blog title or the API reference title. */
  group: string;
  /** The sections' text; left out where the markdown stage counted it already (`search`). */
  sections: readonly SearchSection[];
  /** What the markdown stage made of the sections for the index (see CompiledMarkdown.search). */
  search?: SearchSummary;
  /**
   * `search` as a cached file holds it, as JSON (searchJsonOf): the search index's worker parses it, not
   * the thread that loads the site.
   */
  searchJson?: string;
}

/**
 * The search documents of a route; none for unlisted routes, generated lists, the home and 404 pages,
 * and docs of versions other than the current one. API operations come with the reference's entry page.
 */
export function searchDocumentsOf(route: Route, graph: RouteGraph): SearchDocument[] {
  const documents = documentsOf(route, graph);
  // Results link to pages as they are served: under the base URL.
  const base = graph.baseUrl;
  return base === '/' ? documents : documents.map((document) => ({ ...document, url: withBase(base, document.url) }));
}

function documentsOf(route: Route, graph: RouteGraph): SearchDocument[] {
  if (route.unlisted) return [];
  // A page's counted words stand for its sections' text, which is then never read (a cached page's text
  // stays on disk).
  const page = (group: string, markdown: CompiledMarkdown): SearchDocument[] => {
    const searchJson = searchJsonOf(markdown);
    const counted =
      searchJson !== undefined ? { sections: [], searchJson } : markdown.search ? { sections: [], search: markdown.search } : { sections: markdown.sections };
    return [{ url: route.url, title: route.title, group, ...counted }];
  };
  switch (route.kind) {
    case 'doc': {
      const instance = graph.instances.get(route.instanceId);
      const current = instance?.versions.find((v) => v.name === instance.versionName)?.isLast ?? true;
      return current ? page(instance?.label ?? 'Docs', route.doc.markdown) : [];
    }
    case 'category-index': {
      const instance = graph.instances.get(route.instanceId);
      const current = instance?.versions.find((v) => v.name === instance.versionName)?.isLast ?? true;
      const sections = [{ anchor: '', heading: '', text: route.description ?? '' }];
      return current ? [{ url: route.url, title: route.title, group: instance?.label ?? 'Docs', sections }] : [];
    }
    case 'page':
      return page('Pages', route.page.markdown);
    case 'blog-post':
      return page(graph.blogs.get(route.blogId)?.title ?? 'Blog', route.post.markdown);
    case 'api': {
      if (!route.overview) return [];
      const { model, title } = route.api;
      // An operation is a result of its own, titled by its summary; its method and path open its text; its
      // operationId is its heading, so the search engine puts it first for a query naming it.
      const operation = (op: ApiOperation): SearchDocument => {
        const signature = op.webhook ? `Webhook ${op.path}` : `${op.method.toUpperCase()} ${op.path}`;
        const text = squash(`${signature} ${op.description?.text ?? ''}`);
        return {
          url: route.pageOf?.get(op.id) ?? route.url,
          title: op.summary ?? signature,
          group: title,
          sections: [{ anchor: op.id, heading: op.operationId ?? '', text }],
        };
      };
      // An operation under several tags is one result (its copies under later tags are left out).
      return [...model.tags.flatMap((tag) => tag.operations.filter((op) => !op.mirrorOf).map(operation)), ...model.webhooks.map(operation)];
    }
    default:
      return [];
  }
}
