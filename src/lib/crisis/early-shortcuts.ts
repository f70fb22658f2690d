import { CRISIS_LIFELINE_NUMBER, QUICK_EXIT_PRESSES, QUICK_EXIT_WINDOW_MS } from '@domain/constants'
import { telHref } from '@domain/crisis/links'
import { QUICK_EXIT_PATH } from '@domain/crisis/quick-exit'

/** What the inline script leaves for the crisis widget to pick up when React starts. */
export type EarlyCrisisShortcuts = {
  /** Alt+C was pressed before the widget ran: open the dialog on start. */
  open: boolean
  /** When Alt+9 started a call before the widget ran (ms since epoch), for the announcement. */
  calledAt: number | null
  /** Hands the shortcuts over to the widget. */
  stop: () => void
}

declare global {
  interface Window {
    __crisisShortcuts?: EarlyCrisisShortcuts
  }
}

/**
 * Inline script for the server-rendered page: Alt+C, Alt+9 and Shift three times work from the
 * first paint, not only once the JavaScript bundle has loaded and hydrated. Alt+9 dials at once;
 * three Shift presses leave for /exit at once (as QuickExitShortcut does later); Alt+C is
 * remembered and the widget opens the dialog as soon as it starts.
 */
export const earlyCrisisShortcutsScript = `(function(){
if(window.__crisisShortcuts)return;
var s={open:false,calledAt:null,stop:function(){window.removeEventListener('keydown',k,true)}};
var t=[];
function k(e){
if(e.key==='Shift'){if(e.repeat)return;var n=Date.now();t=t.filter(function(x){return n-x<${QUICK_EXIT_WINDOW_MS}});t.push(n);
if(t.length>=${QUICK_EXIT_PRESSES}){document.title='';document.documentElement.style.background='#ffffff';if(document.body)document.body.style.display='none';window.location.replace(${JSON.stringify(QUICK_EXIT_PATH)})}return}
t=[];
if(!e.altKey||e.ctrlKey||e.metaKey||e.shiftKey)return;
var key=(e.key||'').toLowerCase();
if(e.code==='KeyC'||key==='c'){e.preventDefault();s.open=true}
else if(e.code==='Digit9'||e.code==='Numpad9'||key==='9'){e.preventDefault();s.calledAt=Date.now();window.location.href=${JSON.stringify(telHref(CRISIS_LIFELINE_NUMBER))}}
}
window.addEventListener('keydown',k,true);
window.__crisisShortcuts=s;
})();`
