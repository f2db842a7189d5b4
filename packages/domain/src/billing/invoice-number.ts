// The seller's qualified invoice registration number: "T" and the 13-digit number whose first digit checks the
// other twelve (the corporate number scheme of the National Tax Agency).

/** The check digit of a 12-digit base: 9 − (Σ Pn × Qn mod 9), n counted from the right, Qn 1 for odd n, 2 for even. */
export const corporateNumberCheckDigit = (base12: string): number => {
  if (!/^\d{12}$/.test(base12)) throw new RangeError('the base must be 12 digits');
  let sum = 0;
  for (let n = 1; n <= 12; n++) sum += Number(base12[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return 9 - (sum % 9);
};

/** "T" + 13 digits with a correct check digit. */
export const isValidInvoiceRegistrationNumber = (value: string): boolean => {
  const match = /^T(\d)(\d{12})$/.exec(value.trim());
  return match !== null && corporateNumberCheckDigit(match[2]!) === Number(match[1]);
};
