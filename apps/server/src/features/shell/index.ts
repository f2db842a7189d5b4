export { shellCapability } from './capability.ts';
export { registerDevMailbox } from './dev-mailbox.ts';
export { registerShell } from './shell.routes.ts';
