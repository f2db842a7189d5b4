// What sending a ReasonDialog does: the work, after a confirmation only when the step asks for one (a takedown asks
// again; a step whose dialog already says what happens, such as rejecting a withdrawal, does not ask twice).
import type { ConfirmFn, ConfirmOptions } from '../../app/global-layer/global-layer-context.ts';

export type ReasonConfirmation = Pick<ConfirmOptions, 'title' | 'content' | 'okLabel'>;

/** Resolves true when the work was done, false when the operator stepped back at the confirmation. */
export async function submitReason(
  reason: string,
  options: {
    confirmation: ReasonConfirmation | undefined;
    confirm: ConfirmFn;
    onSubmit: (reason: string) => Promise<unknown>;
  },
): Promise<boolean> {
  if (!options.confirmation) {
    await options.onSubmit(reason);
    return true;
  }
  return options.confirm({ ...options.confirmation, onConfirm: () => options.onSubmit(reason) });
}
