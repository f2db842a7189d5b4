// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api-error.ts';
import { GlobalLayerProvider } from '../global-layer/GlobalLayerProvider.tsx';
import { initI18n } from '../i18n/i18n.ts';
import { useApiErrorHandler } from './use-api-error-handler.ts';

// The global layer loads its dialogs lazily; give the first load time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => {
  initI18n('ja');
});
afterEach(cleanup);

const fields: Record<string, string> = {};

function Probe({ error }: { error: ApiRequestError }) {
  const handleError = useApiErrorHandler();
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{location.pathname + location.search}</p>
      <button
        type="button"
        onClick={() =>
          handleError(error, {
            setFieldError: (field, message) => {
              fields[field] = message;
            },
          })
        }
      >
        fail
      </button>
    </>
  );
}

function renderWith(error: ApiRequestError) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <GlobalLayerProvider>
            <Probe error={error} />
          </GlobalLayerProvider>
        ),
      },
    ],
    { initialEntries: ['/dashboard/profile?tab=team'] },
  );
  render(<RouterProvider router={router} />);
  fireEvent.click(screen.getByRole('button', { name: 'fail' }));
}

const error = (statusCode: number, code: string, message: string, details: Record<string, unknown> = {}) =>
  new ApiRequestError({ code, message, details, statusCode, source: 'api' });

describe('API error handling', () => {
  it('maps VALIDATION_FAILED fields onto the form (camelCase) and shows the message', async () => {
    renderWith(
      error(400, 'VALIDATION_FAILED', '修正が必要な項目があります', { fields: { companyName: '必須入力項目です' } }),
    );
    expect(await screen.findByText('修正が必要な項目があります')).toBeTruthy();
    expect(fields).toEqual({ companyName: '必須入力項目です' });
  });

  it('shows FORBIDDEN in the snackbar', async () => {
    renderWith(error(403, 'FORBIDDEN', '操作を実行する権限が不足しています'));
    expect(await screen.findByText('操作を実行する権限が不足しています')).toBeTruthy();
  });

  it('opens the forbidden-operation dialog on INVALID_LOGIN_STATE', async () => {
    renderWith(error(403, 'INVALID_LOGIN_STATE', 'ログイン状態が不正なため、操作を実行できません。'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('ログイン状態が不正なため、操作を実行できません。');
  });

  it('sends NOT_SIGNED_IN to sign-in with the current page as redirect_url', async () => {
    renderWith(error(401, 'NOT_SIGNED_IN', 'ログインしてください'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/creators?action=signin&redirect_url=%2Fdashboard%2Fprofile%3Ftab%3Dteam',
      ),
    );
  });

  it('goes to /maintenance on MAINTENANCE', async () => {
    renderWith(error(503, 'MAINTENANCE', 'メンテナンス中です'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/maintenance'));
  });
});
