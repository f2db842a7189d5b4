// Public face of immersive audio (Dolby Atmos, 360 Reality Audio editions of songs).

export { immersiveAudioCapability } from './capability.ts';
export { type DeliverableImmersive, findDeliverableImmersive } from './delivery-reads.ts';
export { immersiveAcknowledged, immersiveRenewalsDue, markImmersiveDelivered } from './edition-moves.ts';
export { createImmersiveService, type ImmersiveService } from './immersive.service.ts';
export { IMMERSIVE_VERIFY_QUEUE } from './verification.ts';
