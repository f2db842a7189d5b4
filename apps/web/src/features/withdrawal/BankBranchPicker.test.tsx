// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../app/i18n/change-language.ts';
import { initI18n, loadCatalogs, registerCapabilityCatalogs } from '../../app/i18n/i18n.ts';
import { requestContext } from '../../app/request-context.ts';
import { BankBranchPicker, type BankBranchPickerProps, type BankBranchValue } from './BankBranchPicker.tsx';
import { withdrawalCapability } from './capability.ts';

configure({ asyncUtilTimeout: 5_000 });

const MIZUHO = { code: '0001', name: 'みずほ', kana: 'ミズホ' };
const MIZUHO_TRUST = { code: '0289', name: 'みずほ信託', kana: 'ミズホシンタク' };
const TOKYO = { code: '001', name: '東京営業部', kana: 'トウキヨウ' };
const NOTHING: BankBranchValue = { bank: null, branch: null };

let fetchMock: ReturnType<typeof vi.fn>;

/** What the API answers: みずほ for any bank search except 'none', 東京営業部 for branches of 0001. */
function answer(url: string): Response {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const items =
    pathname === '/api/v2/banks'
      ? searchParams.get('q') === 'none'
        ? []
        : [MIZUHO, MIZUHO_TRUST]
      : pathname === '/api/v2/banks/0001/branches'
        ? [TOKYO]
        : [];
  return new Response(JSON.stringify({ items }), { status: 200, headers: { 'content-type': 'application/json' } });
}

function requestedUrls(): string[] {
  return fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)));
}

/** The picker in a form that keeps its value, as the withdrawal page will. */
function renderPicker(initial: BankBranchValue = NOTHING, props: Partial<BankBranchPickerProps> = {}) {
  const changes: BankBranchValue[] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <BankBranchPicker
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        {...props}
      />
    );
  }
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Form />
    </SWRConfig>,
  );
  return changes;
}

function typeInto(label: string, text: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}

beforeAll(async () => {
  initI18n('ja');
  registerCapabilityCatalogs([withdrawalCapability]);
  await loadCatalogs(['withdrawal'], 'ja');
});
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => answer(url));
  vi.stubGlobal('fetch', fetchMock);
  requestContext.setAcid(1);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await applyLanguage('ja');
});

describe('choosing a bank and a branch', () => {
  it('searches banks once typing pauses, shows "0001 みずほ" with its kana, and gives the choice to the form', async () => {
    const changes = renderPicker();
    typeInto('金融機関', 'み');
    typeInto('金融機関', 'みず');
    typeInto('金融機関', 'みずほ');
    const option = await screen.findByRole('option', { name: /0001 みずほ/ });
    expect(option.textContent).toContain('ミズホ');
    // One question for what was typed last, none for the keys before it.
    expect(requestedUrls()).toEqual(['/api/v2/banks?q=みずほ&limit=30']);

    fireEvent.click(option);
    expect(changes.at(-1)).toEqual({ bank: { code: '0001', name: 'みずほ' }, branch: null });
    expect((screen.getByRole('combobox', { name: '金融機関' }) as HTMLInputElement).value).toBe('0001 みずほ');
  });

  it('keeps the branch field closed until a bank is chosen, then searches that bank’s branches', async () => {
    renderPicker();
    const branch = screen.getByRole('combobox', { name: '支店' }) as HTMLInputElement;
    expect(branch.disabled).toBe(true);
    expect(screen.getByText('先に金融機関を選んでください')).toBeTruthy();
    cleanup();

    const changes = renderPicker({ bank: { code: '0001', name: 'みずほ' }, branch: null });
    typeInto('支店', 'とうきょう');
    fireEvent.click(await screen.findByRole('option', { name: /001 東京営業部/ }));
    expect(requestedUrls()).toContain('/api/v2/banks/0001/branches?q=とうきょう&limit=30');
    expect(changes.at(-1)).toEqual({
      bank: { code: '0001', name: 'みずほ' },
      branch: { code: '001', name: '東京営業部' },
    });
  });

  it('clears the branch when another bank is chosen', async () => {
    const changes = renderPicker({ bank: { code: '0005', name: '三菱ＵＦＪ' }, branch: { code: '001', name: '本店' } });
    typeInto('金融機関', 'みずほ');
    fireEvent.click(await screen.findByRole('option', { name: /0001 みずほ/ }));
    expect(changes.at(-1)).toEqual({ bank: { code: '0001', name: 'みずほ' }, branch: null });
  });

  it('says so when no bank matches', async () => {
    renderPicker();
    typeInto('金融機関', 'none');
    expect(await screen.findByText('該当する金融機関が見つかりません')).toBeTruthy();
  });

  it('shows the form’s messages under the fields, and English labels in English', async () => {
    renderPicker(NOTHING, { error: { bank: '金融機関を選んでください' } });
    expect(screen.getByText('金融機関を選んでください')).toBeTruthy();
    cleanup();

    await applyLanguage('en');
    renderPicker();
    expect(screen.getByRole('combobox', { name: 'Bank' })).toBeTruthy();
    expect(screen.getByText('Choose the bank first')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Branch' })).toBeTruthy());
  });

  it('can be disabled as a whole', () => {
    renderPicker({ bank: { code: '0001', name: 'みずほ' }, branch: null }, { disabled: true });
    expect((screen.getByRole('combobox', { name: '金融機関' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: '支店' }) as HTMLInputElement).disabled).toBe(true);
  });
});
