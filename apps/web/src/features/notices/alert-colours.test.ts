import { OLD_BANNER_COLOURS } from '@otodoke/domain';
import { describe, expect, it } from 'vitest';
import { ALERT_COLOUR_SCHEMES, alertColourScheme, contrastRatio } from './alert-colours.ts';

describe('the one-time alert colour schemes', () => {
  it('has one for each colour an operator may choose, white when none is named', () => {
    expect(Object.keys(ALERT_COLOUR_SCHEMES).sort()).toEqual([...OLD_BANNER_COLOURS].sort());
    expect(alertColourScheme(null)).toBe(ALERT_COLOUR_SCHEMES.white);
    expect(alertColourScheme('black')).toBe(ALERT_COLOUR_SCHEMES.black);
  });

  it('white is light with dark text, black near-black with white text', () => {
    const white = ALERT_COLOUR_SCHEMES.white;
    const black = ALERT_COLOUR_SCHEMES.black;
    expect(contrastRatio(white.background, '#ffffff')).toBeLessThan(1.1);
    expect(contrastRatio(black.background, '#000000')).toBeLessThan(1.5);
    expect(black.text).toBe('#ffffff');
  });

  it.each(OLD_BANNER_COLOURS)('%s passes WCAG AA: text 4.5:1, button label 4.5:1, button and focus ring 3:1', (c) => {
    const scheme = ALERT_COLOUR_SCHEMES[c];
    expect(contrastRatio(scheme.text, scheme.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(scheme.ctaText, scheme.ctaBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(scheme.ctaText, scheme.ctaHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(scheme.ctaBackground, scheme.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(scheme.focusRing, scheme.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(scheme.icon, scheme.background)).toBeGreaterThanOrEqual(3);
  });

  it('computes the contrast ratio as WCAG defines it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
  });
});
