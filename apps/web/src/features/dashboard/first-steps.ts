// The first-steps panel of the dashboard home: where each step leads and what it says, from the session's
// `firstSteps` (the server works out the account's real progress; nothing here guesses it).
import type { Session } from '../../app/bootstrap.ts';

export type FirstSteps = NonNullable<Session['firstSteps']>;
export type FirstStepEntry = FirstSteps['steps'][number];

const NEW_ARTIST = '/dashboard/artists/new';
const NEW_RELEASE = '/dashboard/releases/new';
const RELEASES = '/dashboard/releases';

const releasePage = (releaseId: number) => `${NEW_RELEASE}?release_id=${releaseId}`;

/** The panel shows while a step is left; once a release is on sale it goes (nothing to dismiss or remember). */
export function shouldShowFirstSteps(firstSteps: FirstSteps | null | undefined): firstSteps is FirstSteps {
  return Boolean(firstSteps && !firstSteps.isComplete);
}

/** Where a step is done: the release waiting at it when there is one, else the page that starts it. */
export function firstStepLink(entry: FirstStepEntry): string {
  if (entry.step === 'artist') return NEW_ARTIST;
  if (entry.releaseId !== null) return releasePage(entry.releaseId);
  return entry.step === 'release' ? NEW_RELEASE : RELEASES;
}

export type FirstStepAdvice = 'artist' | 'release' | 'releaseDraft' | 'payment' | 'review' | 'onSale';

/** The text key (under dashboard.home.firstSteps.next) of what to do at the current step. */
export function firstStepAdviceKey(entry: FirstStepEntry): FirstStepAdvice {
  if (entry.step === 'release' && entry.releaseId !== null) return 'releaseDraft';
  return entry.step === 'on_sale' ? 'onSale' : entry.step;
}

export function currentFirstStep(firstSteps: FirstSteps): FirstStepEntry | null {
  return firstSteps.steps.find((entry) => entry.state === 'current') ?? null;
}

export function doneCount(firstSteps: FirstSteps): number {
  return firstSteps.steps.filter((entry) => entry.state === 'done').length;
}
