// Links of the public header and footer.
export const PUBLIC_NAV_LINKS = [
  { to: '/#how-it-works', labelKey: 'nav.howItWorks' },
  { to: '/#features', labelKey: 'nav.features' },
  { to: '/pricing', labelKey: 'nav.pricing' },
] as const;
