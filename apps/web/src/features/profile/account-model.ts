import type { AccountModelType } from '@otodoke/domain';

/** The catalogue key of an account model type's name (the code itself, VD / LS / OEM, is never shown). */
export function accountModelLabelKey(type: AccountModelType) {
  return `profile.basicInfo.accountModels.${type}` as const;
}
