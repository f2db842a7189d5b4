// Public face of the plans feature: the checkout dialog, paying for a release (panel and list button), the signed-in
// plan comparison (/dashboard/pricing) and the plan tab of account settings.
export { CheckoutDialog } from './CheckoutDialog.tsx';
export { PAYMENTS_PATH } from './checkout-steps.ts';
export { PlanComparison } from './PlanComparison.tsx';
export { PlanSettings } from './PlanSettings.tsx';
export { ReleasePayButton } from './ReleasePayButton.tsx';
export { ReleasePaymentPanel } from './ReleasePaymentPanel.tsx';
