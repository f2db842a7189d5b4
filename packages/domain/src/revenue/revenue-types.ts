// Which revenue type (spec: ringtone, label, artist) a sales line belongs to. Our rule: ringtone releases are
// ringtone revenue whoever owns them; otherwise a company account's revenue is label revenue and a person's is
// artist revenue.
import type { PersonCompanyType } from '../enumerations/account.ts';
import type { LocalisedText } from '../enumerations/misc.ts';
import type { RevenueType } from '../enumerations/report.ts';
import type { ReleaseMedia } from '../release/limits.ts';

export const revenueTypeOf = (line: {
  readonly releaseMedia: ReleaseMedia;
  readonly personCompanyType: PersonCompanyType;
}): RevenueType => {
  if (line.releaseMedia === 'ringtone') return 'ringtone';
  return line.personCompanyType === 'company' ? 'label' : 'artist';
};

export const REVENUE_TYPE_LABELS: Readonly<Record<RevenueType, LocalisedText>> = {
  ringtone: { ja: '着信音', en: 'Ringtones' },
  label: { ja: 'レーベル', en: 'Label' },
  artist: { ja: 'アーティスト', en: 'Artist' },
};
