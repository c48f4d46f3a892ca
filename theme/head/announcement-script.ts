// Inline script that hides a dismissed announcement bar before paint, shipped as a string.
// Must stay tiny and self-contained: no imports, never throws, never writes to storage.

/**
 * Sets `<html data-announcement-dismissed="true">` when the stored id equals
 * `<html data-announcement-id>` and the stored dismiss flag is 'true'. CSS then hides the bar.
 */
export const announcementScript =
  "(function(){try{var d=document.documentElement,i=d.getAttribute('data-announcement-id'),s=window.localStorage;" +
  "if(i&&s.getItem('docsgen.announcement.id')===i&&s.getItem('docsgen.announcement.dismiss')==='true')" +
  "d.setAttribute('data-announcement-dismissed','true')}catch(e){}})();";
