// The receipt of a paid order as a PDF: a qualified invoice (適格請求書) with the seller's registration number, the
// lines, the tax at its rate and the total, in the reader's language. Noto Sans JP is embedded as a subset, so the
// file stays small and reads the same everywhere.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Color, PDFFont, PDFPage } from 'pdf-lib';

type Language = 'ja' | 'en';

export interface ReceiptInput {
  language: Language;
  receiptNumber: string;
  paidAt: Date;
  buyer: { name: string; isCompany: boolean };
  seller: { name: string; address: string; invoiceRegistrationNumber: string };
  lines: Array<{ label: string; quantity: number; unitPrice: number; amount: number }>;
  subtotal: number;
  discount: number;
  couponCode: string | null;
  net: number;
  tax: number;
  taxRatePercent: number;
  total: number;
  method: string;
}

const WORDS = {
  ja: {
    title: '領収書',
    number: '領収書番号',
    issued: '発行日',
    paid: 'お支払日',
    honorificCompany: '御中',
    honorificPerson: '様',
    amount: '金額',
    taxIncluded: '（税込）',
    purpose: '但し、音楽配信サービス利用料として上記正に領収いたしました。',
    item: '品目',
    quantity: '数量',
    unitPrice: '単価（税抜）',
    lineAmount: '金額（税抜）',
    subtotal: '小計（税抜）',
    discount: 'クーポン割引',
    taxable: '{{rate}}%対象（税抜）',
    tax: '消費税（{{rate}}%）',
    total: '合計（税込）',
    method: 'お支払い方法',
    registration: '登録番号',
    seller: '発行者',
  },
  en: {
    title: 'Receipt',
    number: 'Receipt number',
    issued: 'Issued',
    paid: 'Paid on',
    honorificCompany: '',
    honorificPerson: '',
    amount: 'Amount',
    taxIncluded: ' (tax included)',
    purpose: 'Received with thanks for music distribution services.',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price (excl. tax)',
    lineAmount: 'Amount (excl. tax)',
    subtotal: 'Subtotal (excl. tax)',
    discount: 'Coupon discount',
    taxable: 'Taxable at {{rate}}% (excl. tax)',
    tax: 'Consumption tax ({{rate}}%)',
    total: 'Total (tax included)',
    method: 'Payment method',
    registration: 'Registration number',
    seller: 'Issued by',
  },
} as const;

const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;
const fill = (text: string, rate: number) => text.replace('{{rate}}', String(rate));
const dateText = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-GB', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: language === 'ja' ? '2-digit' : 'long',
    day: '2-digit',
  }).format(date);

let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | null = null;
function loadFonts() {
  fontBytes ??= (async () => {
    const require = createRequire(import.meta.url);
    // TrueType outlines: they subset cleanly (the CFF cut of the same font does not, with pdf-lib).
    const dir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-jp/package.json'));
    const [regular, bold] = await Promise.all([
      readFile(path.join(dir, '400Regular', 'NotoSansJP_400Regular.ttf')),
      readFile(path.join(dir, '700Bold', 'NotoSansJP_700Bold.ttf')),
    ]);
    return { regular, bold };
  })();
  return fontBytes;
}

type Libraries = {
  pdfLib: typeof import('pdf-lib');
  fontkit: Parameters<import('pdf-lib').PDFDocument['registerFontkit']>[0];
  subsetFont: typeof import('subset-font').default;
};
let libraries: Promise<Libraries> | null = null;
/** pdf-lib, fontkit and hb-subset (about 60 MB resident): loaded with the first receipt, not by every process. */
function loadLibraries(): Promise<Libraries> {
  libraries ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit'), import('subset-font')]).then(
    ([pdfLib, fontkit, subset]) => ({ pdfLib, fontkit: fontkit.default, subsetFont: subset.default }),
  );
  return libraries;
}

export async function renderReceiptPdf(input: ReceiptInput): Promise<Uint8Array> {
  const words = WORDS[input.language];
  const { pdfLib, fontkit, subsetFont } = await loadLibraries();
  const { PDFDocument, rgb } = pdfLib;
  const INK = rgb(0.13, 0.13, 0.16);
  const MUTED = rgb(0.4, 0.4, 0.45);
  const RULE = rgb(0.8, 0.8, 0.84);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts = await loadFonts();
  // Only the characters this receipt uses go into the file (hb-subset; pdf-lib's own subsetting loses CJK outlines).
  const used = charactersOf(input, words);
  const [regularBytes, boldBytes] = await Promise.all([
    subsetFont(fonts.regular, used, { targetFormat: 'truetype', noLayoutClosure: true }),
    subsetFont(fonts.bold, used, { targetFormat: 'truetype', noLayoutClosure: true }),
  ]);
  const regular = await pdf.embedFont(regularBytes, { subset: false });
  const bold = await pdf.embedFont(boldBytes, { subset: false });
  pdf.setTitle(`${words.title} ${input.receiptNumber}`);
  pdf.setAuthor(input.seller.name);
  pdf.setSubject(`${words.registration} ${input.seller.invoiceRegistrationNumber}`);
  pdf.setCreationDate(input.paidAt);

  // A4 portrait, 50 pt margins.
  const page = pdf.addPage([595.28, 841.89]);
  const left = 50;
  const right = 545;
  const text = (value: string, x: number, y: number, size = 10, font: PDFFont = regular, color = INK) =>
    page.drawText(value, { x, y, size, font, color });
  const rightText = (value: string, x: number, y: number, size = 10, font: PDFFont = regular, color = INK) =>
    text(value, x - font.widthOfTextAtSize(value, size), y, size, font, color);
  const rule = (y: number, thickness = 0.6) =>
    page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness, color: RULE });

  let y = 780;
  text(words.title, left, y, 24, bold);
  rightText(`${words.number}: ${input.receiptNumber}`, right, y + 8, 9, regular, MUTED);
  rightText(`${words.issued}: ${dateText(input.paidAt, input.language)}`, right, y - 6, 9, regular, MUTED);

  y -= 50;
  const honorific = input.buyer.isCompany ? words.honorificCompany : words.honorificPerson;
  text(`${input.buyer.name}${honorific ? ` ${honorific}` : ''}`, left, y, 14, bold);
  rule(y - 6, 1);

  y -= 44;
  text(words.amount, left, y, 11, regular, MUTED);
  text(`${yen(input.total)}${words.taxIncluded}`, left + 80, y - 2, 22, bold);
  y -= 26;
  text(words.purpose, left, y, 10);

  y -= 36;
  const shade = rgb(0.95, 0.95, 0.97);
  drawLines(page, { left, right, y, words, regular, bold, shade, lines: input.lines, text, rightText, rule });
  y -= 24 + input.lines.length * 20;

  const totals: Array<[string, string, PDFFont]> = [[words.subtotal, yen(input.subtotal), regular]];
  if (input.discount > 0) {
    totals.push([
      `${words.discount}${input.couponCode ? ` (${input.couponCode})` : ''}`,
      `-${yen(input.discount)}`,
      regular,
    ]);
  }
  totals.push([fill(words.taxable, input.taxRatePercent), yen(input.net), regular]);
  totals.push([fill(words.tax, input.taxRatePercent), yen(input.tax), regular]);
  totals.push([words.total, yen(input.total), bold]);
  for (const [label, value, font] of totals) {
    y -= 18;
    text(label, 330, y, 10, font);
    rightText(value, right, y, 10, font);
  }
  rule(y - 8);

  y -= 36;
  text(`${words.paid}: ${dateText(input.paidAt, input.language)}`, left, y, 10);
  text(`${words.method}: ${input.method}`, left, y - 16, 10);

  // The seller block: who issued it and their qualified invoice issuer number.
  y = 150;
  text(words.seller, left, y, 9, regular, MUTED);
  text(input.seller.name, left, y - 16, 12, bold);
  text(input.seller.address, left, y - 32, 10);
  text(`${words.registration}: ${input.seller.invoiceRegistrationNumber}`, left, y - 48, 10);
  return pdf.save();
}

const ALWAYS =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~¥年月日（）「」';

function charactersOf(input: ReceiptInput, words: (typeof WORDS)[Language]): string {
  const texts = [
    ALWAYS,
    ...Object.values(words),
    input.buyer.name,
    input.seller.name,
    input.seller.address,
    input.seller.invoiceRegistrationNumber,
    input.receiptNumber,
    input.couponCode ?? '',
    input.method,
    dateText(input.paidAt, input.language),
    ...input.lines.map((line) => line.label),
  ];
  return [...new Set(texts.join(''))].join('');
}

function drawLines(
  page: PDFPage,
  layout: {
    left: number;
    right: number;
    y: number;
    words: (typeof WORDS)[Language];
    regular: PDFFont;
    bold: PDFFont;
    shade: Color;
    lines: ReceiptInput['lines'];
    text: (value: string, x: number, y: number, size?: number, font?: PDFFont) => unknown;
    rightText: (value: string, x: number, y: number, size?: number, font?: PDFFont) => unknown;
    rule: (y: number, thickness?: number) => unknown;
  },
) {
  const { left, right, words, bold, text, rightText, rule } = layout;
  let y = layout.y;
  page.drawRectangle({ x: left, y: y - 6, width: right - left, height: 20, color: layout.shade });
  text(words.item, left + 6, y, 9, bold);
  rightText(words.quantity, 340, y, 9, bold);
  rightText(words.unitPrice, 440, y, 9, bold);
  rightText(words.lineAmount, right - 6, y, 9, bold);
  for (const line of layout.lines) {
    y -= 20;
    text(line.label, left + 6, y, 10);
    rightText(String(line.quantity), 340, y, 10);
    rightText(yen(line.unitPrice), 440, y, 10);
    rightText(yen(line.amount), right - 6, y, 10);
  }
  rule(y - 8);
}
