// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage } from '../i18n/change-language.ts';
import { initI18n } from '../i18n/i18n.ts';
import { GlobalLayerProvider } from './GlobalLayerProvider.tsx';
import type { ConfirmOptions } from './global-layer-context.ts';
import { useConfirm, useSnackbar } from './global-layer-hooks.ts';

// The global layer loads its dialogs lazily; give the first load time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => {
  initI18n('ja');
});

afterEach(async () => {
  cleanup();
  await applyLanguage('ja');
});

function ConfirmProbe({ options, onResult }: { options?: ConfirmOptions; onResult: (value: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={() => void confirm(options).then(onResult)}>
      ask
    </button>
  );
}

function renderConfirm(options?: ConfirmOptions) {
  const results: boolean[] = [];
  render(
    <GlobalLayerProvider>
      <ConfirmProbe options={options} onResult={(value) => results.push(value)} />
    </GlobalLayerProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'ask' }));
  return results;
}

describe('confirmation dialog', () => {
  it('defaults to 確認 / 本当に実行しますか？ with OK and キャンセル', async () => {
    renderConfirm();
    await screen.findByRole('dialog');
    expect(screen.getByText('確認')).toBeTruthy();
    expect(screen.getByText('本当に実行しますか？')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'キャンセル' })).toBeTruthy();
  });

  it('uses the English defaults when the interface is in English', async () => {
    await applyLanguage('en');
    renderConfirm();
    await screen.findByRole('dialog');
    expect(screen.getByText('Confirm')).toBeTruthy();
    expect(screen.getByText('Are you sure?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('resolves true on OK and false on Cancel', async () => {
    const okResults = renderConfirm();
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(okResults).toEqual([true]));
    cleanup();

    const cancelResults = renderConfirm();
    fireEvent.click(await screen.findByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(cancelResults).toEqual([false]));
  });

  it('shows custom title, content and labels, and the overlay text while the action runs', async () => {
    let finish: () => void = () => {};
    const results = renderConfirm({
      title: 'メンバーを削除',
      content: 'このメンバーを削除しますか？',
      okLabel: '削除する',
      cancelLabel: 'やめる',
      overlayText: '削除しています…',
      onConfirm: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    });
    expect(await screen.findByText('メンバーを削除')).toBeTruthy();
    expect(screen.getByText('このメンバーを削除しますか？')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'やめる' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('削除しています…')).toBeTruthy();
    expect(results).toEqual([]);
    await act(async () => finish());
    await waitFor(() => expect(results).toEqual([true]));
  });
});

function SnackbarProbe() {
  const { showSnackbar } = useSnackbar();
  return (
    <button type="button" onClick={() => showSnackbar('保存しました')}>
      save
    </button>
  );
}

describe('snackbar', () => {
  it('stays open on a click elsewhere and closes on Escape', async () => {
    render(
      <GlobalLayerProvider>
        <SnackbarProbe />
        <p>elsewhere</p>
      </GlobalLayerProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    const message = await screen.findByText('保存しました');
    expect(message.closest('[aria-live]')).toBeTruthy();
    fireEvent.click(screen.getByText('elsewhere'));
    expect(screen.queryByText('保存しました')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('保存しました')).toBeNull());
  });

  it('closes with its close button', async () => {
    render(
      <GlobalLayerProvider>
        <SnackbarProbe />
      </GlobalLayerProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await screen.findByText('保存しました');
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByText('保存しました')).toBeNull());
  });
});
