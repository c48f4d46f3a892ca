// Docusaurus's useBaseUrl for MDX pages: a site path (`/img/x.png`, or `img/x.png`) under the site's base
// URL (`/docs-site/img/x.png`); full URLs and fragments stay as they are.
import { pageContext } from './docusaurus/context.js';

export default function useBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  const { baseUrl, url: origin } = pageContext().site;
  const path = url.startsWith('/') ? url : `/${url}`;
  // A path already under the base is left alone, as Docusaurus does (unless told to prepend anyway).
  const served = baseUrl !== '/' && (options.forcePrependBaseUrl || !path.startsWith(baseUrl)) ? `${baseUrl}${path.slice(1)}` : path;
  return options.absolute ? `${origin}${served}` : served;
}
