import { describe, expect, it } from 'vitest';
import type { ConfirmOptions } from '../../app/global-layer/global-layer-context.ts';
import { submitReason } from './reason-submit.ts';

function recorder(answer: boolean) {
  const asked: ConfirmOptions[] = [];
  const sent: string[] = [];
  return {
    asked,
    sent,
    confirm: async (options?: ConfirmOptions) => {
      asked.push(options ?? {});
      if (answer) await options?.onConfirm?.();
      return answer;
    },
    onSubmit: async (reason: string) => {
      sent.push(reason);
    },
  };
}

describe('sending a reason', () => {
  it('asks nothing more when the dialog itself is the one question', async () => {
    const run = recorder(true);
    expect(await submitReason('名義が違います', { confirmation: undefined, ...run })).toBe(true);
    expect(run.asked).toEqual([]);
    expect(run.sent).toEqual(['名義が違います']);
  });

  it('asks once more when the step wants it, and does nothing when the answer is no', async () => {
    const yes = recorder(true);
    const confirmation = { title: '配信を停止しますか？', okLabel: '停止する' };
    expect(await submitReason('権利侵害', { confirmation, ...yes })).toBe(true);
    expect(yes.asked).toHaveLength(1);
    expect(yes.sent).toEqual(['権利侵害']);
    const no = recorder(false);
    expect(await submitReason('権利侵害', { confirmation, ...no })).toBe(false);
    expect(no.sent).toEqual([]);
  });
});
