// Public face of the plans feature: the checkout dialog, paying for a release (panel and list button), the signed-in
// plan comparison (/dashboard/pricing) and the plan tab of account settings; the checkout reopened after the card page;
// the mastering credits section and the quantity dialog (the mastering page sells credits with them).
export { CheckoutDialog } from './CheckoutDialog.tsx';
export { PAYMENTS_PATH } from './checkout-steps.ts';
export { MasteringSection } from './MasteringSection.tsx';
export { PlanComparison } from './PlanComparison.tsx';
export { PlanSettings } from './PlanSettings.tsx';
export { canPay } from './plan-labels.ts';
export type { CheckoutTarget } from './plan-types.ts';
export { QuantityDialog } from './QuantityDialog.tsx';
export { ReleasePayButton } from './ReleasePayButton.tsx';
export { ReleasePaymentPanel } from './ReleasePaymentPanel.tsx';
export { useReopenCheckout } from './use-reopen-checkout.ts';
