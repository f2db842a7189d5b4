// The operators' announcement form: its fields as typed, the request body they make (generalMessageInputSchema), and
// which field shows each of the API's field errors.
import type { postGeneralMessage } from '@otodoke/contract';
import { MESSAGE_STATIC_IMAGE_TYPES, type MessageStaticImageType } from '@otodoke/domain';
import type { CallArgs } from '../../../app/api-client.ts';

export type GeneralMessageBody = NonNullable<CallArgs<typeof postGeneralMessage>['body']>;

export interface MessageFormValues {
  titleJa: string;
  titleEn: string;
  bodyJa: string;
  bodyEn: string;
  /** '' for no link. */
  linkPath: string;
  /** The picture shown with it; '' for none. */
  staticImageType: MessageStaticImageType | '';
}

/** The picture choices of the form, "none" first. */
export const IMAGE_TYPE_CHOICES: ReadonlyArray<MessageStaticImageType | ''> = ['', ...MESSAGE_STATIC_IMAGE_TYPES];

export function emptyMessageForm(): MessageFormValues {
  return { titleJa: '', titleEn: '', bodyJa: '', bodyEn: '', linkPath: '', staticImageType: '' };
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
    staticImageType: values.staticImageType === '' ? null : values.staticImageType,
  };
}

const REQUIRED_FIELDS = ['titleJa', 'bodyJa', 'titleEn', 'bodyEn'] as const;

/** Required fields left blank, in the form's order (Japanese, then English), to point out before asking to send. */
export function blankMessageFields(values: MessageFormValues): Array<(typeof REQUIRED_FIELDS)[number]> {
  return REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
}

const FORM_FIELDS: ReadonlySet<string> = new Set([
  'titleJa',
  'titleEn',
  'bodyJa',
  'bodyEn',
  'linkPath',
  'staticImageType',
]);

/** "12 / 340" as a share of the accounts, rounded down to a whole percent (0 when there are none). */
export function readShare(read: number, total: number): number {
  return total > 0 ? Math.floor((Math.min(read, total) / total) * 100) : 0;
}

/** The form field under which an API field error (camelCase name) shows. */
export function messageFieldOf(apiField: string): keyof MessageFormValues | null {
  return FORM_FIELDS.has(apiField) ? (apiField as keyof MessageFormValues) : null;
}
