// Loads a classic script on demand (the search dialog, the try-it console): a script element, removed
// once the script ran. A classic script, not a module, so it loads over file:// in hash mode too.
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    // The element goes once the script ran: it is not part of the page.
    script.onload = () => {
      script.remove();
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
}

/**
 * What an on-demand script defines, loading it the first time (again after a failure): `src` names the
 * script (none: the site has no such script), `api` reads what it put on window.
 */
export function createScriptLoader<T>(src: () => string | undefined, api: () => T | undefined): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    const url = src();
    if (!url) return Promise.reject(new Error('this site has no such script'));
    loading ??= loadScript(url).then(() => api() ?? Promise.reject(new Error(`${url} did not define what it should`)));
    loading.catch(() => (loading = undefined));
    return loading;
  };
}
