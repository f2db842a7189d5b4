// The invitation form: an e-mail address, checked with the domain's messages (spec 5) before the server does.
import { formatValidationMessage, isEmail, type Language } from '@otodoke/domain';
import { z } from 'zod';

export function inviteSchema(language: Language) {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, { error: formatValidationMessage('required', language) })
      .refine(isEmail, { error: formatValidationMessage('email', language) }),
    isAccountManager: z.boolean(),
  });
}
export type InviteValues = z.input<ReturnType<typeof inviteSchema>>;
