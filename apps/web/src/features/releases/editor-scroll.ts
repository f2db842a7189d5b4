// Scrolling to and focusing a place in the release editor, gently unless the person prefers reduced motion.
import { fallbackLandingIds, sectionHeadingId } from './editor-layout.ts';
import { fieldDomId, type ReleaseSectionId, sectionDomId } from './issue-paths.ts';

/** Frames to wait for a field that is about to appear (a song opening, a row being added). */
const FOCUS_WAIT_FRAMES = 12;

function prefersSmoothScroll(): boolean {
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to a field and focuses it, waiting a few frames for it to appear; when it does not, lands on what encloses
 * it or on its section's heading. Returns what cancels the wait.
 */
export function landOnField(path: string): () => void {
  const smooth = prefersSmoothScroll();
  const land = (element: HTMLElement) => {
    element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
    element.focus({ preventScroll: true });
  };
  let frames = 0;
  let handle = 0;
  const attempt = () => {
    const exact = document.getElementById(fieldDomId(path));
    if (exact) return land(exact);
    if (frames++ < FOCUS_WAIT_FRAMES) {
      handle = requestAnimationFrame(attempt);
      return;
    }
    for (const id of fallbackLandingIds(path)) {
      const element = document.getElementById(id);
      if (element) return land(element);
    }
  };
  handle = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(handle);
}

/** Scrolls a section to the top and focuses its heading. */
export function goToSection(section: ReleaseSectionId): void {
  const heading = document.getElementById(sectionHeadingId(section));
  const smooth = prefersSmoothScroll();
  document
    .getElementById(sectionDomId(section))
    ?.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  heading?.focus({ preventScroll: true });
}
