// Inline script for the home page's <head>: when the client bundle never ran (window.docsgen is missing
// at DOMContentLoaded) it shows a banner saying the site did not load properly and suggesting a base
// URL. The site CSS hides the banner, so it only shows when both JS and CSS failed: a wrong base URL.
// Must stay tiny and self-contained; never throws.

/** The script for a site configured with `baseUrl`. */
export function baseUrlBannerScript(baseUrl: string): string {
  const configured = JSON.stringify(baseUrl).replace(/</g, '\\u003c');
  return (
    "document.addEventListener('DOMContentLoaded',function(){try{if(typeof window.docsgen!=='undefined')return;" +
    `var b=${configured},p=location.pathname,s=p.slice(-1)==='/'?p:p+'/',c=document.createElement('div'),d=document.createElement('div');` +
    "c.id='__docsgen-base-url-issue-banner-container';d.id='__docsgen-base-url-issue-banner';" +
    "d.setAttribute('style','border:thick solid red;background-color:rgb(255,230,179);color:#1c1e26;margin:20px;padding:20px;font-size:20px');" +
    'function t(e,x){var n=document.createElement(e);n.textContent=x;return n}' +
    "var h=t('p','Your docsgen site did not load properly.');h.setAttribute('style','font-weight:bold;font-size:30px');" +
    "var q=t('p','We suggest trying baseUrl = '+s);q.setAttribute('style','color:#14532d');" +
    "d.append(h,t('p','A very common reason is a wrong site baseUrl configuration.')," +
    "t('p','Current configured baseUrl = '+b+(b==='/'?' (default value)':'')),q);" +
    'c.append(d);document.body.prepend(c)}catch(e){}});'
  );
}
