// The one-time alert banner's two colour schemes (spec: old banner colour white, black) and the WCAG contrast check
// their tests hold them to: text, button and focus ring each readable on the banner.
import type { OldBannerColour } from '@otodoke/domain';

export interface AlertColourScheme {
  background: string;
  border: string;
  text: string;
  /** The bell beside the title (decorative, yet kept readable). */
  icon: string;
  /** The button: its fill, its label, its fill under the pointer. */
  ctaBackground: string;
  ctaText: string;
  ctaHover: string;
  /** The close button's fill under the pointer. */
  closeHover: string;
  /** The keyboard focus ring of the button, the close button and body links. */
  focusRing: string;
}

export const ALERT_COLOUR_SCHEMES: Record<OldBannerColour, AlertColourScheme> = {
  white: {
    background: '#ffffff',
    border: '#d6d6d6',
    text: '#1a1a1a',
    icon: '#4d4d4d',
    ctaBackground: '#1a1a1a',
    ctaText: '#ffffff',
    ctaHover: '#3d3d3d',
    closeHover: 'rgba(0, 0, 0, 0.08)',
    focusRing: '#1a1a1a',
  },
  black: {
    background: '#141414',
    border: '#141414',
    text: '#ffffff',
    icon: '#d9d9d9',
    ctaBackground: '#ffffff',
    ctaText: '#141414',
    ctaHover: '#e0e0e0',
    closeHover: 'rgba(255, 255, 255, 0.16)',
    focusRing: '#ffffff',
  },
};

/** The scheme of an alert's colour; white when the alert names none. */
export function alertColourScheme(colour: OldBannerColour | null | undefined): AlertColourScheme {
  return ALERT_COLOUR_SCHEMES[colour ?? 'white'];
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG 2 contrast ratio of two opaque `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
