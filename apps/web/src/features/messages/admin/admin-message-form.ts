// The operators' announcement form: its fields as typed, the request body they make (generalMessageInputSchema), and
// which field shows each of the API's field errors.
import type { postGeneralMessage } from '@otodoke/contract';
import type { CallArgs } from '../../../app/api-client.ts';

export type GeneralMessageBody = NonNullable<CallArgs<typeof postGeneralMessage>['body']>;

export interface MessageFormValues {
  titleJa: string;
  titleEn: string;
  bodyJa: string;
  bodyEn: string;
  /** '' for no link. */
  linkPath: string;
}

export function emptyMessageForm(): MessageFormValues {
  return { titleJa: '', titleEn: '', bodyJa: '', bodyEn: '', linkPath: '' };
}

/** Titles are sent trimmed (the API trims too); a blank link is no link. Bodies keep their line breaks. */
export function messageBodyFrom(values: MessageFormValues): GeneralMessageBody {
  const linkPath = values.linkPath.trim();
  return {
    titleJa: values.titleJa.trim(),
    titleEn: values.titleEn.trim(),
    bodyJa: values.bodyJa.trim(),
    bodyEn: values.bodyEn.trim(),
    linkPath: linkPath === '' ? null : linkPath,
  };
}

const REQUIRED_FIELDS = ['titleJa', 'bodyJa', 'titleEn', 'bodyEn'] as const;

/** Required fields left blank, in the form's order (Japanese, then English), to point out before asking to send. */
export function blankMessageFields(values: MessageFormValues): Array<(typeof REQUIRED_FIELDS)[number]> {
  return REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
}

const FORM_FIELDS: ReadonlySet<string> = new Set(['titleJa', 'titleEn', 'bodyJa', 'bodyEn', 'linkPath']);

/** The form field under which an API field error (camelCase name) shows. */
export function messageFieldOf(apiField: string): keyof MessageFormValues | null {
  return FORM_FIELDS.has(apiField) ? (apiField as keyof MessageFormValues) : null;
}
