// On a reference split over several pages, sends /api#<id> on to the page that holds <id>, so deep
// links written before the split (or by hand) keep working: at once on a full load (the inline script),
// and after a client-side navigation (the ApiRedirects enhancer reads the same data).
// Without JavaScript the navigation still leads there.
import { groupRedirects } from '../islands/redirect-map.js';

export function ApiRedirects({ redirects }: { redirects: Record<string, string> }) {
  // JSON in a script element: `<` is escaped so no id can close the element.
  const map = JSON.stringify(groupRedirects(redirects)).replace(/</g, '\\u003c');
  // The inline twin of findRedirect (redirect-map.ts), kept small.
  const script = `(function(){var e=document.getElementById('api-redirects');if(!e)return;var m=JSON.parse(e.textContent);var id;try{id=decodeURIComponent(location.hash.slice(1));}catch(x){return;}var i=id.indexOf('/'),k=i<0?'':id.slice(0,i),r=id.slice(i+1);for(var u in m){var l=Object.prototype.hasOwnProperty.call(m[u],k)?m[u][k]:null;if(l&&l.indexOf(r)>=0){location.replace(u+location.hash);return;}}})();`;
  return (
    <>
      <script id="api-redirects" type="application/json" data-island="ApiRedirects" dangerouslySetInnerHTML={{ __html: map }} />
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
