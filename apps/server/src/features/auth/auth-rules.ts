// The form rules of auth: a new password's length and confirmation, required fields, and safe redirects.
import { AppError, type Bilingual, formatValidationMessage } from '@otodoke/domain';
import { SIGN_IN_POLICY as P } from './sign-in-policy.ts';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredMessage(): Bilingual {
  return { ja: formatValidationMessage('required', 'ja'), en: formatValidationMessage('required', 'en') };
}

export function passwordProblems(password: string, confirmation?: string): Record<string, Bilingual> {
  const fields: Record<string, Bilingual> = {};
  if (password.length < P.passwordMinLength) {
    fields.password = {
      ja: formatValidationMessage('passwordMin', 'ja', { n: P.passwordMinLength }),
      en: formatValidationMessage('passwordMin', 'en', { n: P.passwordMinLength }),
    };
  }
  if (confirmation !== undefined && confirmation !== password) {
    fields.password_confirmation = {
      ja: formatValidationMessage('passwordMismatch', 'ja'),
      en: formatValidationMessage('passwordMismatch', 'en'),
    };
  }
  return fields;
}

export function assertValidNewPassword(password: string, confirmation?: string): void {
  const fields = passwordProblems(password, confirmation);
  if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);
}

/** Only same-site paths are followed after sign-in. */
export function safeRedirect(url: string | null | undefined): string {
  // Browsers drop tabs and newlines in URLs ("/\t/evil" becomes "//evil"), so any control character is refused.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  if (!url?.startsWith('/') || url.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(url)) return '/dashboard';
  return url;
}
