// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { GlobalLayerProvider } from './GlobalLayerProvider.tsx';
import { type ConfirmedChange, useConfirmedChange } from './use-confirmed-change.ts';

configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => {
  initI18n('ja');
});

afterEach(() => {
  cleanup();
});

function Probe({ change }: { change: ConfirmedChange }) {
  const confirmChange = useConfirmedChange();
  return (
    <button type="button" onClick={() => void confirmChange(change)}>
      change
    </button>
  );
}

function renderChange(change: Omit<ConfirmedChange, 'refresh'>) {
  const refreshed: string[] = [];
  render(
    <MemoryRouter>
      <GlobalLayerProvider>
        <Probe change={{ ...change, refresh: async () => refreshed.push('again') }} />
      </GlobalLayerProvider>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'change' }));
  return refreshed;
}

describe('a change an operator confirms', () => {
  it('asks, makes the change, says what it answered, and reads again', async () => {
    let answer = 0;
    const refreshed = renderChange({
      title: '無効にしますか？',
      okLabel: '無効にする',
      onConfirm: async () => {
        answer = 3;
      },
      doneText: () => `${answer}件を無効にしました`,
    });
    fireEvent.click(await screen.findByRole('button', { name: '無効にする' }));
    expect(await screen.findByText('3件を無効にしました')).toBeTruthy();
    await waitFor(() => expect(refreshed).toEqual(['again']));
  });

  it('reads again without a word when the question is cancelled', async () => {
    const refreshed = renderChange({ okLabel: '無効にする', doneText: () => '無効にしました' });
    fireEvent.click(await screen.findByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(refreshed).toEqual(['again']));
    expect(screen.queryByText('無効にしました')).toBeNull();
  });
});
