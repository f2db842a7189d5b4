// The content-admin feature's public face: its capability (the shell lists it).
export { contentAdminCapability } from './capability.ts';
