import { CRISIS_WORKER_DELAY_MS, CRISIS_WORKER_URL } from '@domain/crisis/offline'

/**
 * Inline script for every public page: registers the crisis service worker (public/crisis-sw.js,
 * which keeps the crisis lines offline) once the page has loaded, has had CRISIS_WORKER_DELAY_MS
 * to settle, and the browser is idle. Installing the worker fetches and saves the crisis pages
 * on a thread of its own; on a phone with two slow cores that work would otherwise compete with
 * the page's own start-up (measured: 140 ms of CPU inside the start-up window). Inline
 * rather than in the bundle so that no page's first-load JavaScript grows; a browser without
 * service workers, or a registration that fails, changes nothing.
 */
export const registerCrisisWorkerScript = `(function(){
if(!('serviceWorker' in navigator))return;
function r(){navigator.serviceWorker.register(${JSON.stringify(CRISIS_WORKER_URL)},{scope:'/'}).catch(function(){})}
function i(){if(window.requestIdleCallback)requestIdleCallback(r,{timeout:5000});else setTimeout(r,1)}
function w(){setTimeout(i,${CRISIS_WORKER_DELAY_MS})}
if(document.readyState==='complete')w();else window.addEventListener('load',w,{once:true});
})();`
