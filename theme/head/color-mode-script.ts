// Inline no-flash colour-mode script, shipped as a string and run before the body paints.
// Must stay tiny and self-contained: no imports, no DOM reads beyond <html>, never throws.

/**
 * Sets `<html data-theme>` to the stored choice ('light' | 'dark'; any other value is ignored), else,
 * under `<html data-prefers-color-scheme="respect">`, to the system's preference when it states one, else
 * to `<html data-default-theme>`; and adds the `js` class to `<html>` so CSS can tell JS is running.
 */
export const colorModeScript =
  "(function(){var d=document.documentElement,t=d.getAttribute('data-default-theme')==='dark'?'dark':'light',s=null;" +
  "try{s=window.localStorage.getItem('theme')}catch(e){}" +
  "if(s==='light'||s==='dark')t=s;else if(d.getAttribute('data-prefers-color-scheme')==='respect'){" +
  "try{var m=window.matchMedia;if(m('(prefers-color-scheme: dark)').matches)t='dark';else if(m('(prefers-color-scheme: light)').matches)t='light'}catch(e){}}" +
  "d.setAttribute('data-theme',t);d.classList.add('js')})();";
