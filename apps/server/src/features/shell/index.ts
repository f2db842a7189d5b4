export { registerDevMailbox } from './dev-mailbox.ts';
export { isApiPath, registerShell } from './shell.routes.ts';
