import { describe, expect, it } from 'vitest';
import {
  areFamilyAndGivenNamesDistinct,
  canSelectPreviewStart,
  defaultReportDate,
  findLabelForbiddenWord,
  hasNoSpaces,
  hasRequiredAuthors,
  isAtLeast,
  isAtLeastLength,
  isAtMost,
  isAtMostLength,
  isAuthorRealNameAllowed,
  isBankHolderName,
  isCheckboxCountAtMost,
  isDateYmd,
  isDigits,
  isEmail,
  isFilled,
  isFullWidthKatakana,
  isGreaterThan,
  isHalfWidthAlnumSymbols,
  isHalfWidthAlphabet,
  isHalfWidthText,
  isInvoiceRegistrationNumber,
  isKeywordLongEnough,
  isNonNegativeInteger,
  isNotFutureDate,
  isPasswordLongEnough,
  isPhoneJp,
  isPostalCodeJp,
  isPreviewStartValid,
  isSecondsInRange,
  isServicePath,
  isTimeMmSs,
  isUrl,
  isWithinTextMax,
  isYear4,
  isYoutubeChannelId,
  isYoutubeChannelUrl,
  parseYoutubeChannelUrl,
  passwordsMatch,
} from './rules.ts';

const accepts = (rule: (v: string) => boolean, values: string[]) =>
  it.each(values)(`${rule.name} accepts %j`, (v) => expect(rule(v)).toBe(true));
const rejects = (rule: (v: string) => boolean, values: string[]) =>
  it.each(values)(`${rule.name} rejects %j`, (v) => expect(rule(v)).toBe(false));

const CHANNEL_ID = 'UCBR8-60-B28hp2BmDPdntcQ';

describe('character classes', () => {
  accepts(isHalfWidthAlphabet, ['Otodoke', 'abc']);
  rejects(isHalfWidthAlphabet, ['', 'abc1', 'ａｂｃ', 'ab c']);
  accepts(isHalfWidthAlnumSymbols, ['Pass-w0rd!', 'a_b@c.d']);
  rejects(isHalfWidthAlnumSymbols, ['', 'pass word', 'パス', 'ｐａｓｓ']);
  accepts(isHalfWidthText, ['The Otodoke Band', 'AC/DC', "Guns N' Roses", 'x']);
  rejects(isHalfWidthText, ['', ' ', ' lead', 'trail ', 'タロウ Band', 'Ｂａｎｄ', 'tab\there', 'a\u3000b']);
  accepts(isFullWidthKatakana, ['ヤマダ', 'ジョン・スミス', 'ヴォーカル']);
  rejects(isFullWidthKatakana, ['', 'やまだ', 'ﾔﾏﾀﾞ', 'ヤマダ タロウ', '山田']);
  accepts(hasNoSpaces, ['taro', '山田太郎']);
  rejects(hasNoSpaces, ['ta ro', '山田\u3000太郎', 'tab\there']);
  accepts(isBankHolderName, ['ヤマダ タロウ', 'ｶ)ｵﾄﾄﾞｹ', 'カ）オトドケ', 'OTODOKE LLC.']);
  rejects(isBankHolderName, ['', '山田太郎', 'yamada', 'ヤマダ&タロウ']);
});

describe('numbers', () => {
  it('checks non-negative integers', () => {
    expect(isNonNegativeInteger('0')).toBe(true);
    expect(isNonNegativeInteger('120')).toBe(true);
    expect(isNonNegativeInteger(5)).toBe(true);
    expect(isNonNegativeInteger('-1')).toBe(false);
    expect(isNonNegativeInteger('1.5')).toBe(false);
    expect(isNonNegativeInteger(1.5)).toBe(false);
    expect(isNonNegativeInteger('')).toBe(false);
  });

  it('checks seconds 0 to 59', () => {
    expect(isSecondsInRange(0)).toBe(true);
    expect(isSecondsInRange('59')).toBe(true);
    expect(isSecondsInRange(60)).toBe(false);
    expect(isSecondsInRange('-1')).toBe(false);
    expect(isSecondsInRange('5.5')).toBe(false);
  });

  it('compares against limits', () => {
    expect(isGreaterThan('10', 9)).toBe(true);
    expect(isGreaterThan(9, 9)).toBe(false);
    expect(isAtLeast('9', 9)).toBe(true);
    expect(isAtMost(9.5, 9)).toBe(false);
    expect(isAtMost('abc', 9)).toBe(false);
    expect(isDigits('0123', 4)).toBe(true);
    expect(isDigits('123', 4)).toBe(false);
    expect(isDigits('12a4', 4)).toBe(false);
    expect(isCheckboxCountAtMost(['a', 'b'], 2)).toBe(true);
    expect(isCheckboxCountAtMost(['a', 'b', 'c'], 2)).toBe(false);
  });
});

describe('lengths', () => {
  it('counts code points, so an emoji is one character', () => {
    expect(isAtMostLength('🎵🎵', 2)).toBe(true);
    expect(isAtLeastLength('𠮷野', 2)).toBe(true);
    expect(isAtLeastLength('a', 2)).toBe(false);
  });

  it('applies the spec limits', () => {
    expect(isPasswordLongEnough('12345678')).toBe(true);
    expect(isPasswordLongEnough('1234567')).toBe(false);
    expect(isKeywordLongEnough('ab')).toBe(true);
    expect(isKeywordLongEnough(' a ')).toBe(false);
    expect(isWithinTextMax('あ'.repeat(3500))).toBe(true);
    expect(isWithinTextMax('あ'.repeat(3501))).toBe(false);
    expect(passwordsMatch('secret12', 'secret12')).toBe(true);
    expect(passwordsMatch('secret12', 'Secret12')).toBe(false);
  });

  it('treats blank strings and empty lists as not filled', () => {
    expect(isFilled(' \u3000')).toBe(false);
    expect(isFilled([])).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled(0)).toBe(true);
    expect(isFilled('x')).toBe(true);
  });
});

describe('formats', () => {
  accepts(isEmail, ['taro@example.jp', 'first.last+tag@mail.example.co.jp', 'taro..x.@docomo.ne.jp']);
  rejects(isEmail, ['', 'taro', 'taro@', '@example.jp', 'taro@example', 'ta ro@example.jp', 'taro@-example.jp']);
  accepts(isPhoneJp, [
    '03-1234-5678',
    '0312345678',
    '090-1234-5678',
    '09012345678',
    '050-1234-5678',
    '0120-123-456',
    '0800-123-4567',
    '0570-123-456',
  ]);
  rejects(isPhoneJp, [
    '',
    '1234567890',
    '03-1234-56789',
    '0800-123-456',
    '090-1234-567',
    '090--1234-5678',
    '-09012345678',
    '+81-90-1234-5678',
    '0901234567890',
  ]);
  accepts(isPostalCodeJp, ['123-4567', '1234567']);
  rejects(isPostalCodeJp, ['', '123-456', '1234-567', '12345678', '１２３-４５６７']);
  accepts(isInvoiceRegistrationNumber, ['T1234567890123']);
  rejects(isInvoiceRegistrationNumber, ['', '1234567890123', 'T123456789012', 't1234567890123', 'T12345678901234']);
  accepts(isUrl, ['https://example.com', 'http://otodoke.example.jp/artists/1?x=1#top', 'https://例え.jp/']);
  rejects(isUrl, ['', 'example.com', 'ftp://example.com', 'https://', 'https://exa mple.com', 'javascript:alert(1)']);
  accepts(isServicePath, ['/', '/dashboard', '/dashboard/releases/new?release_id=3', '/member/message#top']);
  rejects(isServicePath, [
    '',
    'dashboard',
    'https://example.com/',
    '//example.com',
    '/\\example.com',
    '/a b',
    'javascript:x',
  ]);
  accepts(isYoutubeChannelId, [CHANNEL_ID]);
  rejects(isYoutubeChannelId, ['', 'UC123', 'XXBR8-60-B28hp2BmDPdntcQ', `${CHANNEL_ID}x`]);
  accepts(isYoutubeChannelUrl, [
    `https://www.youtube.com/channel/${CHANNEL_ID}`,
    `https://youtube.com/channel/${CHANNEL_ID}/videos`,
    'https://www.youtube.com/@otodoke',
    'https://m.youtube.com/@otodoke_official?si=abc',
    'https://www.youtube.com/@%E9%9F%B3%E5%B1%8A%E3%81%91',
  ]);
  rejects(isYoutubeChannelUrl, [
    '',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/channel/UC123',
    'https://www.youtube.com/c/otodoke',
    'https://example.com/@otodoke',
    'https://www.youtube.com/@',
  ]);

  it('reads the channel id or handle from a channel URL', () => {
    expect(parseYoutubeChannelUrl(`https://www.youtube.com/channel/${CHANNEL_ID}`)).toEqual({
      kind: 'channel',
      channelId: CHANNEL_ID,
    });
    expect(parseYoutubeChannelUrl('https://www.youtube.com/@%E9%9F%B3%E5%B1%8A%E3%81%91')).toEqual({
      kind: 'handle',
      handle: '音届け',
    });
    expect(parseYoutubeChannelUrl('https://www.youtube.com/@%E9%9F')).toBeUndefined();
  });
});

describe('dates and times', () => {
  accepts(isDateYmd, ['2024/02/29', '2023-12-31', '2021/06/05']);
  rejects(isDateYmd, [
    '',
    '2023/02/29',
    '2023/13/01',
    '2023/00/10',
    '2023/04/31',
    '2023/1/5',
    '2023-01/05',
    '23/01/05',
  ]);
  accepts(isTimeMmSs, ['00:00', '03:59', '75:30']);
  rejects(isTimeMmSs, ['', '3:59', '03:60', '03:5', '1:02:03']);
  accepts(isYear4, ['1999', '2024']);
  rejects(isYear4, ['', '999', '0999', '20245', '２０２４']);

  // 2024-06-30 15:30 UTC is already 2024-07-01 00:30 in Japan.
  const now = new Date('2024-06-30T15:30:00Z');

  it('judges future dates by the calendar in Japan', () => {
    expect(isNotFutureDate('2024/07/01', now)).toBe(true);
    expect(isNotFutureDate('2024/06/30', now)).toBe(true);
    expect(isNotFutureDate('2024/07/02', now)).toBe(false);
    expect(isNotFutureDate('2024/02/30', now)).toBe(false);
  });

  it('defaults report dates to yesterday in Japan', () => {
    expect(defaultReportDate(now)).toBe('2024/06/30');
    expect(defaultReportDate(new Date('2024-03-01T03:00:00Z'))).toBe('2024/02/29');
  });
});

describe('song rules', () => {
  it('needs 30 s of room for a preview start, or 90 s in the long mode', () => {
    expect(canSelectPreviewStart(29.9)).toBe(false);
    expect(canSelectPreviewStart(30)).toBe(true);
    expect(isPreviewStartValid(200, 170)).toBe(true);
    expect(isPreviewStartValid(200, 171)).toBe(false);
    expect(isPreviewStartValid(200, 100, 90)).toBe(true);
    expect(isPreviewStartValid(200, 111, 90)).toBe(false);
    expect(isPreviewStartValid(200, -1)).toBe(false);
  });

  it('needs a lyricist and a composer, or only a composer for an instrumental', () => {
    expect(hasRequiredAuthors({ lyricistCount: 1, composerCount: 1, isInstrumental: false })).toBe(true);
    expect(hasRequiredAuthors({ lyricistCount: 0, composerCount: 1, isInstrumental: false })).toBe(false);
    expect(hasRequiredAuthors({ lyricistCount: 0, composerCount: 1, isInstrumental: true })).toBe(true);
    expect(hasRequiredAuthors({ lyricistCount: 1, composerCount: 0, isInstrumental: true })).toBe(false);
  });

  it('keeps alphabet out of domestic authors’ real names', () => {
    expect(isAuthorRealNameAllowed('山田太郎', false)).toBe(true);
    expect(isAuthorRealNameAllowed('山田Taro', false)).toBe(false);
    expect(isAuthorRealNameAllowed('ＴＡＲＯ', false)).toBe(false);
    expect(isAuthorRealNameAllowed('John Smith', true)).toBe(true);
  });

  it('rejects identical family and given names', () => {
    expect(areFamilyAndGivenNamesDistinct('山田', '太郎')).toBe(true);
    expect(areFamilyAndGivenNamesDistinct('山田', ' 山田 ')).toBe(false);
  });
});

describe('label forbidden words', () => {
  const words = [
    { word: 'label', exactMatch: true },
    { word: 'no label', exactMatch: true },
    { word: 'independent', exactMatch: true },
    { word: 'otodokelabel', exactMatch: false },
  ];

  it('matches exact words only as the whole name', () => {
    expect(findLabelForbiddenWord('Label', words)?.word).toBe('label');
    expect(findLabelForbiddenWord(' NO  LABEL ', words)?.word).toBe('no label');
    expect(findLabelForbiddenWord('Indigo Label', words)).toBeUndefined();
  });

  it('matches brand words anywhere, ignoring width, case and spaces', () => {
    expect(findLabelForbiddenWord('My Otodoke Label Records', words)?.word).toBe('otodokelabel');
    expect(findLabelForbiddenWord('ＯＴＯＤＯＫＥＬＡＢＥＬ', words)?.word).toBe('otodokelabel');
    expect(findLabelForbiddenWord('Otodoke Records', words)).toBeUndefined();
  });
});
