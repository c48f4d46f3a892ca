// The deep-link redirects of a split reference as pages write them: ids grouped by the page holding them
// and by their kind (`operation/`, `tag/`, `schema/`), so neither a page's URL nor an id's kind is
// repeated for each id: the entry page of a spec with many thousand ids stays under 1 MB.

/** Page URL -> id kind (the id's text before its first `/`; '' for an id without one) -> the ids' rest. */
export type RedirectMap = Record<string, Record<string, string[]>>;

export function groupRedirects(redirects: Record<string, string>): RedirectMap {
  const out: RedirectMap = {};
  for (const [id, url] of Object.entries(redirects)) {
    const { kind, rest } = splitId(id);
    ((out[url] ??= {})[kind] ??= []).push(rest);
  }
  return out;
}

/** The page that holds `id`, if the map names one. */
export function findRedirect(map: RedirectMap, id: string): string | undefined {
  const { kind, rest } = splitId(id);
  for (const [url, kinds] of Object.entries(map)) {
    const ids = Object.hasOwn(kinds, kind) ? kinds[kind] : undefined;
    if (Array.isArray(ids) && ids.includes(rest)) return url;
  }
  return undefined;
}

function splitId(id: string): { kind: string; rest: string } {
  const at = id.indexOf('/');
  return at < 0 ? { kind: '', rest: id } : { kind: id.slice(0, at), rest: id.slice(at + 1) };
}
