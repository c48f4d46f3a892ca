// On a reference split over several pages, sends /api#<id> on to the page that holds <id>, so deep
// links written before the split (or by hand) keep working. Without JavaScript the navigation still leads there.
export function ApiRedirects({ redirects }: { redirects: Record<string, string> }) {
  // JSON in a script: `<` is escaped so no id can close the element.
  const map = JSON.stringify(redirects).replace(/</g, '\\u003c');
  const script = `(function(){var m=${map};function go(){var id=decodeURIComponent(location.hash.slice(1));var u=m[id];if(u)location.replace(u+location.hash);}go();addEventListener('hashchange',go);})();`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
