export { registerAccountsRoutes } from './accounts.routes.ts';
export { type AccountsService, createAccountsService } from './accounts.service.ts';
