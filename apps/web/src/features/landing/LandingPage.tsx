import { CallToActionSection } from './CallToActionSection.tsx';
import { FeatureGridSection } from './FeatureGridSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { HowItWorksSection } from './HowItWorksSection.tsx';
import { PricingSection } from './PricingSection.tsx';

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
