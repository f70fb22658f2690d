import { EARLY_CLICK_ATTRIBUTE, FALLBACK_MS, INSTANT_ATTRIBUTE } from './early-clicks'

/**
 * The inline script that holds presses and form sending before hydration (what it holds and why:
 * src/lib/early-clicks.ts). A module of its own so that only the server, which writes it into
 * the page and hashes it for the script policy, carries its text.
 *
 * A held press goes no further: React may already have hydrated the element while the replay
 * (an effect) has not yet run, and would then act on it too — a menu button opened by React
 * and closed again by the replay.
 */
export const earlyClicksScript = `(function(){
if(window.__earlyClicks)return;
var f,d=document,r=window.HTMLFormElement&&HTMLFormElement.prototype.requestSubmit,s={pending:null,submitter:null,jump:null,stop:function(){d.removeEventListener('click',h,true);d.removeEventListener('submit',g,true);clearTimeout(f)}};
function hold(t,b,later){s.pending=t;s.submitter=b;clearTimeout(f);if(later)f=setTimeout(function(){s.stop();later()},${FALLBACK_MS})}
function away(x){var w=x&&x.getAttribute(x.tagName==='FORM'?'target':'formtarget');return w&&w!=='_self'}
function h(e){
if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;
var t=e.target&&e.target.closest&&e.target.closest('a[href],[${EARLY_CLICK_ATTRIBUTE}]');
if(!t||t.closest('[${INSTANT_ATTRIBUTE}]'))return;
var a=t.tagName==='A';
if(a&&(t.target&&t.target!=='_self'||t.hasAttribute('download')||t.origin!==location.origin))return;
if(a&&t.hash&&t.pathname===location.pathname&&t.search===location.search){s.jump=t.href;return}
e.preventDefault();e.stopImmediatePropagation();hold(t,null,a&&function(){location.assign(t.href)});
}
function g(e){
var t=e.target,b=e.submitter||null;
if(e.defaultPrevented||!r||t.tagName!=='FORM'||t.closest('[${INSTANT_ATTRIBUTE}]')||away(t)||away(b))return;
e.preventDefault();e.stopImmediatePropagation();hold(t,b,function(){r.call(t,b&&b.form===t?b:null)});
}
d.addEventListener('click',h,true);
d.addEventListener('submit',g,true);
window.__earlyClicks=s;
})()`.replace(/\n/g, '')
