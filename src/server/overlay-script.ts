// The dev server's browser script, injected into every page it serves: listens to the live-reload
// channel, reloads the page or swaps the stylesheet, and shows diagnostics in an overlay (text only,
// never HTML from the server).
import { EVENTS_PATH } from './live-reload.js';

export const OVERLAY_SCRIPT = `(function(){
var es=new EventSource(${JSON.stringify(EVENTS_PATH)});
es.addEventListener('reload',function(){location.reload()});
es.addEventListener('css',function(e){var u=JSON.parse(e.data).url;document.querySelectorAll('link[rel=stylesheet]').forEach(function(l){if(/\\/assets\\/main-[0-9a-f]+\\.css$/.test(l.getAttribute('href')||''))l.setAttribute('href',u)})});
es.addEventListener('problems',function(e){show(JSON.parse(e.data))});
function show(list){var o=document.getElementById('docsgen-overlay');if(o)o.remove();if(!list.length)return;
o=document.createElement('div');o.id='docsgen-overlay';o.setAttribute('role','alert');
o.style.cssText='position:fixed;inset:auto 1rem 1rem 1rem;max-height:60vh;overflow:auto;z-index:2147483647;background:#1c1e26;color:#f6f7fb;font:13px/1.5 ui-monospace,monospace;padding:1rem 1.25rem;border-radius:8px;border-left:6px solid '+(list.some(function(d){return d.severity==='error'})?'#f87171':'#fbbf24')+';box-shadow:0 8px 30px rgba(0,0,0,.4)';
var h=document.createElement('strong');h.textContent=list.some(function(d){return d.severity==='error'})?'docsgen: the last change broke the build (the page shows the last good version)':'docsgen: warnings';o.appendChild(h);
var c=document.createElement('button');c.type='button';c.textContent='×';c.setAttribute('aria-label','Close');c.style.cssText='float:right;background:none;border:0;color:inherit;font-size:18px;cursor:pointer';c.onclick=function(){o.remove()};o.insertBefore(c,h);
list.forEach(function(d){var p=document.createElement('pre');p.style.cssText='white-space:pre-wrap;margin:.75rem 0 0';
p.textContent=(d.file?d.file+(d.line?':'+d.line+':'+(d.column||1):'')+'  ':'')+d.severity+'  '+d.code+'  '+d.message+(d.hint?'\\n  hint: '+d.hint:'');o.appendChild(p)});
document.body.appendChild(o)}
})();`;
