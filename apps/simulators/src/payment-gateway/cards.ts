// The simulator's cards: Stripe's test numbers and what each does when charged, and the checks the hosted card page
// makes on what the buyer types (Luhn, expiry, CVC, name).
import { tokyoYearMonth } from '@otodoke/protocols/stripe/tokyo-calendar.ts';

/** Text for the simulator's pages, which show Japanese first and English under it. */
export interface Bilingual {
  ja: string;
  en: string;
}

export type CardOutcome =
  | { kind: 'succeed' }
  | { kind: 'authenticate' }
  | { kind: 'decline'; code: string; declineCode: string | null; message: string };

export interface SimulatorTestCard {
  number: string;
  outcome: CardOutcome;
  description: Bilingual;
}

/** Stripe's own test numbers, so the same cards behave the same here and in Stripe's test mode. */
export const SIMULATOR_TEST_CARDS: readonly SimulatorTestCard[] = [
  {
    number: '4242424242424242',
    outcome: { kind: 'succeed' },
    description: { ja: '成功（Visa）', en: 'Succeeds (Visa)' },
  },
  {
    number: '5555555555554444',
    outcome: { kind: 'succeed' },
    description: { ja: '成功（Mastercard）', en: 'Succeeds (Mastercard)' },
  },
  {
    number: '3530111333300000',
    outcome: { kind: 'succeed' },
    description: { ja: '成功（JCB）', en: 'Succeeds (JCB)' },
  },
  {
    number: '4000002760003184',
    outcome: { kind: 'authenticate' },
    description: { ja: '3Dセキュア認証が必要', en: '3-D Secure authentication required' },
  },
  {
    number: '4000000000000002',
    outcome: {
      kind: 'decline',
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    },
    description: { ja: '拒否（generic_decline）', en: 'Declined (generic_decline)' },
  },
  {
    number: '4000000000009995',
    outcome: {
      kind: 'decline',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
    description: { ja: '残高不足で拒否（insufficient_funds）', en: 'Declined: insufficient funds' },
  },
  {
    number: '4000000000000069',
    outcome: { kind: 'decline', code: 'expired_card', declineCode: null, message: 'Your card has expired.' },
    description: { ja: '有効期限切れで拒否（expired_card）', en: 'Declined: expired card' },
  },
  {
    number: '4000000000000119',
    outcome: {
      kind: 'decline',
      code: 'processing_error',
      declineCode: null,
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
    description: { ja: '処理エラー（processing_error）', en: 'Processing error' },
  },
  {
    // Stripe's card for "saving works, charging fails": real Stripe already refuses the decline cards above when they
    // are saved, so this is the one that shows a charge-time decline there too.
    number: '4000000000000341',
    outcome: {
      kind: 'decline',
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    },
    description: { ja: '登録は成功、支払いは拒否', en: 'Saves, then declines when charged' },
  },
];

/** Any other valid number succeeds, as a well-behaved card would. */
export function findCardOutcome(cardNumber: string | null): CardOutcome {
  return SIMULATOR_TEST_CARDS.find((card) => card.number === cardNumber)?.outcome ?? { kind: 'succeed' };
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Stripe's brand names, from the number's prefix. */
export function detectCardBrand(digits: string): string {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (two === 35) return 'jcb';
  if (two === 36 || two === 38) return 'diners';
  if (digits.startsWith('6011') || two === 65) return 'discover';
  return 'unknown';
}

export interface CardEntry {
  number: string;
  expMonth: number;
  expYear: number;
  name: string;
}

/** Reads the hosted page's form; every problem is reported at once so the buyer fixes them in one go. */
export function validateCardEntry(form: URLSearchParams, now: Date): { entry: CardEntry | null; errors: Bilingual[] } {
  const errors: Bilingual[] = [];
  const number = (form.get('card_number') ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    errors.push({ ja: 'カード番号が正しくありません。', en: 'The card number is not valid.' });
  }
  const expiry = (form.get('card_expiry') ?? '').trim();
  const expiryMatch = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry) ?? /^(\d{2})(\d{2})$/.exec(expiry);
  let expMonth = 0;
  let expYear = 0;
  if (expiryMatch) {
    expMonth = Number(expiryMatch[1]);
    expYear = Number(expiryMatch[2]);
    if (expYear < 100) expYear += 2000;
  }
  if (!expiryMatch || expMonth < 1 || expMonth > 12) {
    errors.push({ ja: '有効期限は MM/YY の形式で入力してください。', en: 'Enter the expiry date as MM/YY.' });
  } else {
    const current = tokyoYearMonth(now);
    // A card is good until the end of its expiry month.
    if (expYear * 12 + expMonth < current.year * 12 + current.month) {
      errors.push({ ja: 'カードの有効期限が切れています。', en: 'The card has expired.' });
    }
  }
  if (!/^\d{3,4}$/.test((form.get('card_cvc') ?? '').trim())) {
    errors.push({
      ja: 'セキュリティコードは3桁または4桁の数字で入力してください。',
      en: 'The security code is 3 or 4 digits.',
    });
  }
  const name = (form.get('card_name') ?? '').trim();
  if (name === '' || name.length > 100) {
    errors.push({ ja: 'カード名義を入力してください。', en: 'Enter the name on the card.' });
  }
  return { entry: errors.length === 0 ? { number, expMonth, expYear, name } : null, errors };
}
