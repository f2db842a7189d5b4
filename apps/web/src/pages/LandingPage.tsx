import {
  CallToActionSection,
  FeatureGridSection,
  HeroSection,
  HowItWorksSection,
  PricingSection,
} from '../features/landing/index.ts';

/** `/`: the product's front door. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <FeatureGridSection />
      <PricingSection />
      <CallToActionSection />
    </>
  );
}
