// Random ids and numbers the simulator hands out: Stripe-style object ids, secrets and voucher digits.
import { randomInt } from 'node:crypto';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function createRandomText(length: number): string {
  let text = '';
  for (let index = 0; index < length; index++) text += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return text;
}

export function createId(prefix: string, length = 24): string {
  return `${prefix}_${createRandomText(length)}`;
}

export function createDigits(length: number): string {
  let digits = '';
  for (let index = 0; index < length; index++) digits += String(randomInt(10));
  return digits;
}

export function padDigits(value: number, length: number): string {
  return String(value).padStart(length, '0').slice(-length);
}
