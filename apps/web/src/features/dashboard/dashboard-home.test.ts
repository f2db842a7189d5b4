import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import {
  currentFirstStep,
  doneCount,
  type FirstSteps,
  firstStepAdviceKey,
  firstStepLink,
  shouldShowFirstSteps,
} from './first-steps.ts';
import { barHeights, estimateReportHref, formatDay, formatMicrosAsYen } from './revenue-summary.ts';

const steps = (states: string[], releaseIds: Array<number | null> = []): FirstSteps => ({
  steps: (['artist', 'release', 'payment', 'review', 'on_sale'] as const).map((step, index) => ({
    step,
    state: states[index] as 'done' | 'current' | 'todo',
    releaseId: releaseIds[index] ?? null,
  })),
  isComplete: states.every((state) => state === 'done'),
});

describe('the first-steps panel', () => {
  it('shows while a step is left, and goes once everything is done', () => {
    assert.equal(shouldShowFirstSteps(null), false);
    assert.equal(shouldShowFirstSteps(steps(['current', 'todo', 'todo', 'todo', 'todo'])), true);
    assert.equal(shouldShowFirstSteps(steps(['done', 'done', 'done', 'done', 'done'])), false);
  });

  it('leads each current step to the page that does it', () => {
    const fresh = steps(['current', 'todo', 'todo', 'todo', 'todo']);
    assert.equal(firstStepLink(currentFirstStep(fresh)!), '/dashboard/artists/new');
    assert.equal(doneCount(fresh), 0);
    const noDraft = steps(['done', 'current', 'todo', 'todo', 'todo']);
    assert.equal(firstStepLink(currentFirstStep(noDraft)!), '/dashboard/releases/new');
    assert.equal(firstStepAdviceKey(currentFirstStep(noDraft)!), 'release');
    const draft = steps(['done', 'current', 'todo', 'todo', 'todo'], [null, 41]);
    assert.equal(firstStepLink(currentFirstStep(draft)!), '/dashboard/releases/new?release_id=41');
    assert.equal(firstStepAdviceKey(currentFirstStep(draft)!), 'releaseDraft');
    const toPay = steps(['done', 'done', 'current', 'todo', 'todo'], [null, null, 42]);
    assert.equal(firstStepLink(currentFirstStep(toPay)!), '/dashboard/releases/new?release_id=42');
    assert.equal(doneCount(toPay), 2);
    const waiting = steps(['done', 'done', 'done', 'done', 'current']);
    assert.equal(firstStepLink(currentFirstStep(waiting)!), '/dashboard/releases');
    assert.equal(firstStepAdviceKey(currentFirstStep(waiting)!), 'onSale');
  });
});

describe('the sales summary', () => {
  it('scales the bars to the best day in exact yen, keeping small days visible', () => {
    const days = ['0', '1500000000', '750000000', '1000', '-5'].map((amountMicros) => ({ amountMicros }));
    assert.deepEqual(barHeights(days), [0, 100, 50, 3, 0]);
    assert.deepEqual(barHeights([{ amountMicros: '0' }]), [0]);
    // Beyond what a float holds exactly.
    assert.deepEqual(
      barHeights([{ amountMicros: '90071992547409930' }, { amountMicros: '90071992547409929' }]),
      [100, 99],
    );
  });

  it('writes whole yen and calendar days in each language, and links to the same days', () => {
    assert.equal(formatMicrosAsYen('1750500000', 'ja'), '1,750円');
    assert.equal(formatMicrosAsYen('1750500000', 'en'), '¥1,750');
    assert.equal(formatDay('2026-10-31', 'ja'), '2026/10/31');
    assert.equal(formatDay('2026-10-31', 'en'), 'Oct 31, 2026');
    assert.equal(
      estimateReportHref({ from: '2026-10-02', to: '2026-10-31' }),
      '/dashboard/reports/estimate?from=2026-10-02&to=2026-10-31',
    );
  });
});
