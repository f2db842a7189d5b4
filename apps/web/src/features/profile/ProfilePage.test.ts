import { isRouteErrorResponse, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { profileTabLoader } from './ProfilePage.tsx';

function load(target: string | undefined) {
  return profileTabLoader({ params: { target } } as unknown as LoaderFunctionArgs);
}

describe('/dashboard/profile/:target', () => {
  it('opens the built tabs and the bare address', () => {
    for (const target of [undefined, 'basic-info', 'plan', 'payments', 'receipt', 'security', 'notification', 'team']) {
      expect(load(target), String(target)).toBeNull();
    }
  });

  it('answers 404 for tabs that are not built and for unknown ones', () => {
    for (const target of ['card', 'nope']) {
      let thrown: unknown;
      try {
        load(target);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, target).toBeDefined();
      const status = isRouteErrorResponse(thrown)
        ? thrown.status
        : (thrown as { init?: { status?: number } }).init?.status;
      expect(status, target).toBe(404);
    }
  });
});
