// Public face of the landing feature (the sections of the top page).
export { CallToActionSection } from './CallToActionSection.tsx';
export { FeatureGridSection } from './FeatureGridSection.tsx';
export { HeroSection } from './HeroSection.tsx';
export { HowItWorksSection } from './HowItWorksSection.tsx';
export { PricingSection } from './PricingSection.tsx';
