// The entry script, kept tiny: starts the app (shell/launch.tsx, its own chunk) at once, or, on the landing page the
// server sent already rendered (#root[data-prerendered]), once that page has painted and the browser is idle or the
// visitor first touches, types or focuses something; its links are real anchors and work before then.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const container = root;

/** Longest wait, after `load`, for an idle moment before the app starts anyway. */
const IDLE_TIMEOUT_MS = 1500;
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) removeEventListener(type, start, true);
  import('./shell/launch.tsx').then(({ launch }) => launch(container));
}

function whenIdle() {
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(start, 1);
}

if (container.hasAttribute('data-prerendered')) {
  for (const type of INTERACTIONS) addEventListener(type, start, { capture: true, passive: true });
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
} else {
  start();
}

// A module, not a script: its names stay its own.
export {};
