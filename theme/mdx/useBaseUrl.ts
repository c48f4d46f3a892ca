// Docusaurus's useBaseUrl for MDX pages: docsgen sites are served at `/`, so a site path stays as it is.

export default function useBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  void options;
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  return url.startsWith('/') ? url : `/${url}`;
}
