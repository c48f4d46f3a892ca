// Inline no-flash colour-mode script, shipped as a string and run before the body paints.
// Must stay tiny and self-contained: no imports, no DOM reads beyond <html>, never throws.

/**
 * Sets `<html data-theme>` to the stored choice ('light' | 'dark'; any other value is ignored) or to
 * `<html data-default-theme>`, and adds the `js` class to `<html>` so CSS can tell JS is running.
 */
export const colorModeScript =
  "(function(){var d=document.documentElement,t=d.getAttribute('data-default-theme')==='dark'?'dark':'light';" +
  "try{var s=window.localStorage.getItem('theme');if(s==='light'||s==='dark')t=s}catch(e){}" +
  "d.setAttribute('data-theme',t);d.classList.add('js')})();";
