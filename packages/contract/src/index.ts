export * from './auth.ts';
export * from './common.ts';
export * from './endpoint.ts';
export * from './platform.ts';
export * from './profile.ts';
export * from './routes.ts';
export * from './session.ts';
export * from './team.ts';
