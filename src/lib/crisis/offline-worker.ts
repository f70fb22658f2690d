import { CRISIS_WORKER_URL } from '@domain/crisis/offline'

/**
 * Inline script for every public page: registers the crisis service worker (public/crisis-sw.js,
 * which keeps the crisis lines offline) once the page has loaded and the browser is idle. Inline
 * rather than in the bundle so that no page's first-load JavaScript grows; a browser without
 * service workers, or a registration that fails, changes nothing.
 */
export const registerCrisisWorkerScript = `(function(){
if(!('serviceWorker' in navigator))return;
function r(){navigator.serviceWorker.register(${JSON.stringify(CRISIS_WORKER_URL)},{scope:'/'}).catch(function(){})}
function i(){if(window.requestIdleCallback)requestIdleCallback(r,{timeout:5000});else setTimeout(r,1)}
if(document.readyState==='complete')i();else window.addEventListener('load',i,{once:true});
})();`
