// Form schemas of the auth screens. Messages come from the domain's validation catalogue (spec 5), in the interface
// language, so the browser says what the server would say.
import { formatValidationMessage, type Language, PASSWORD_MIN_LENGTH } from '@otodoke/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { SIGN_IN_CODE_LENGTH } from '../../app/constants.ts';

function emailField(language: Language) {
  return z
    .string()
    .trim()
    .min(1, { error: formatValidationMessage('required', language) })
    .pipe(z.email({ error: formatValidationMessage('email', language) }));
}

export function emailSchema(language: Language) {
  return z.object({ email: emailField(language) });
}

export function signInSchema(language: Language) {
  return z.object({
    email: emailField(language),
    password: z.string().min(1, { error: formatValidationMessage('required', language) }),
  });
}
export type SignInValues = z.input<ReturnType<typeof signInSchema>>;

export function signInCodeSchema(language: Language) {
  const message = formatValidationMessage('digits', language, { n: SIGN_IN_CODE_LENGTH });
  return z.object({
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), { error: message }),
  });
}
export type SignInCodeValues = z.input<ReturnType<typeof signInCodeSchema>>;

export function signUpSchema(language: Language, t: TFunction) {
  const required = formatValidationMessage('required', language);
  return z
    .object({
      personCompanyType: z.enum(['person', 'company']),
      name: z.string().trim().min(1, { error: required }).max(100),
      companyName: z.string().trim().max(200),
      email: emailField(language),
      password: z.string().min(PASSWORD_MIN_LENGTH, {
        error: formatValidationMessage('passwordMin', language, { n: PASSWORD_MIN_LENGTH }),
      }),
      agreeTerms: z.boolean().refine((value) => value, { error: t('validation.agreeTerms') }),
    })
    .refine((values) => values.personCompanyType === 'person' || values.companyName.length > 0, {
      path: ['companyName'],
      error: required,
    });
}
export type SignUpValues = z.input<ReturnType<typeof signUpSchema>>;
