// Form schemas of the account settings. Messages come from the domain's validation catalogue (spec 5) in the
// interface language, so the browser says what the server would say.
import { formatValidationMessage, type Language, PASSWORD_MIN_LENGTH } from '@otodoke/domain';
import { z } from 'zod';

/** Limits of the contract (PATCH /api/v1/me/basic-info, PATCH /api/v1/me/individual). */
export const ACCOUNT_NAME_MAX = 100;
export const COMPANY_NAME_MAX = 200;
export const INDIVIDUAL_NAME_MAX = 100;

function requiredText(language: Language, max: number) {
  return z
    .string()
    .trim()
    .min(1, { error: formatValidationMessage('required', language) })
    .max(max, { error: formatValidationMessage('maxLength', language, { n: max }) });
}

export function accountBasicInfoSchema(language: Language, isCompany: boolean) {
  return z.object({
    accountName: requiredText(language, ACCOUNT_NAME_MAX),
    companyName: isCompany
      ? requiredText(language, COMPANY_NAME_MAX)
      : z
          .string()
          .trim()
          .max(COMPANY_NAME_MAX, { error: formatValidationMessage('maxLength', language, { n: COMPANY_NAME_MAX }) }),
  });
}
export type AccountBasicInfoValues = z.input<ReturnType<typeof accountBasicInfoSchema>>;

export function individualNameSchema(language: Language) {
  return z.object({ name: requiredText(language, INDIVIDUAL_NAME_MAX) });
}
export type IndividualNameValues = z.input<ReturnType<typeof individualNameSchema>>;

function newPasswordFields(language: Language) {
  return {
    password: z.string().min(PASSWORD_MIN_LENGTH, {
      error: formatValidationMessage('passwordMin', language, { n: PASSWORD_MIN_LENGTH }),
    }),
    passwordConfirmation: z.string().min(1, { error: formatValidationMessage('required', language) }),
  };
}

const matching = <T extends { password: string; passwordConfirmation: string }>(values: T) =>
  values.password === values.passwordConfirmation;

/** The new password twice (password-reset dialog). */
export function newPasswordSchema(language: Language) {
  return z.object(newPasswordFields(language)).refine(matching, {
    path: ['passwordConfirmation'],
    error: formatValidationMessage('passwordMismatch', language),
  });
}
export type NewPasswordValues = z.input<ReturnType<typeof newPasswordSchema>>;

/** Security tab: the current password (when the individual has one), then the new one twice. */
export function changePasswordSchema(language: Language, hasPassword: boolean) {
  return z
    .object({
      currentPassword: hasPassword
        ? z.string().min(1, { error: formatValidationMessage('required', language) })
        : z.string(),
      ...newPasswordFields(language),
    })
    .refine(matching, {
      path: ['passwordConfirmation'],
      error: formatValidationMessage('passwordMismatch', language),
    });
}
export type ChangePasswordValues = z.input<ReturnType<typeof changePasswordSchema>>;

export function currentPasswordSchema(language: Language) {
  return z.object({ currentPassword: z.string().min(1, { error: formatValidationMessage('required', language) }) });
}
export type CurrentPasswordValues = z.input<ReturnType<typeof currentPasswordSchema>>;
