// The colour of each revenue type in the bars and their legend (palette paths, so the theme decides the shades).
import type { RevenueType } from '@otodoke/domain';

export const REVENUE_TYPE_COLORS: Readonly<Record<RevenueType, string>> = {
  ringtone: 'secondary.main',
  label: 'primary.light',
  artist: 'primary.main',
};
