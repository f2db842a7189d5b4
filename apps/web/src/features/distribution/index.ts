// Public face of the distribution feature: the owner's panel of a release at the stores, and the pieces the
// operators' review screens share with it (store states, history, a step with a reason) and their rules.
export { DeliveryProblemReason } from './DeliveryProblemReason.tsx';
export { DeliveryStatusChip } from './DeliveryStatusChip.tsx';
export { DistributionPanel } from './DistributionPanel.tsx';
export {
  canOperatorTakeDown,
  deliveryRowKey,
  hasUndelivered,
  type ReleaseDistribution,
  redeliverRowKeys,
  refreshIntervalFor,
  releaseStatusText,
} from './distribution-state.ts';
export { ReasonDialog } from './ReasonDialog.tsx';
export { ReleaseHistory } from './ReleaseHistory.tsx';
export { StoreDeliveryTable } from './StoreDeliveryTable.tsx';
export { storeNameList, unchangedRefusalStoreNames } from './store-refusal.ts';
