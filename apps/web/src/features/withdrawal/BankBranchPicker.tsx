// The bank and branch of a payout account, chosen from the Zengin list: two search-as-you-type fields, the second one
// searching the branches of the bank chosen in the first.
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { listBankBranches, listBanks } from '@otodoke/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SWRConfiguration } from 'swr';
import { useApi } from '../../app/data/use-api.ts';

/** A bank or a branch as the form keeps it: the Zengin code (4 or 3 digits) and the name. */
export interface BankChoice {
  code: string;
  name: string;
}

export interface BankBranchValue {
  bank: BankChoice | null;
  branch: BankChoice | null;
}

export interface BankBranchPickerProps {
  value: BankBranchValue;
  /** Called with the new pair; choosing another bank clears the branch. */
  onChange: (value: BankBranchValue) => void;
  /** Messages to show under the fields (e.g. from the form's validation or the server's VALIDATION_FAILED). */
  error?: { bank?: string; branch?: string };
  disabled?: boolean;
}

/** Wait this long after the last key before asking the server. */
export const BANK_SEARCH_DEBOUNCE_MS = 250;
/** Options asked for per search (the API allows up to 50). */
const SEARCH_LIMIT = 30;
/** Answers of a look-up stay on screen while the next one loads; the list does not change on window focus. */
const LOOKUP_SWR: SWRConfiguration = { keepPreviousData: true, revalidateOnFocus: false, revalidateIfStale: false };

interface LookupOption extends BankChoice {
  kana?: string;
}

/** How an option and a chosen value read: "0001 みずほ". */
export function bankOptionLabel(option: BankChoice): string {
  return `${option.code} ${option.name}`;
}

/** The choice as the form keeps it, without the kana the API adds. */
function choiceOf(option: LookupOption | null): BankChoice | null {
  return option && { code: option.code, name: option.name };
}

/** The answers, with the chosen value kept among them (Autocomplete expects its value in the options). */
function optionsWith(items: readonly LookupOption[], chosen: BankChoice | null): LookupOption[] {
  if (!chosen || items.some((item) => item.code === chosen.code)) return [...items];
  return [chosen, ...items];
}

/**
 * What the person typed into a look-up field (not the label the field writes back after a choice), whether its list
 * is open, and what to search for: the text once typing has paused, or null while nothing is to be asked.
 */
function useLookupText() {
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const trimmed = text.trim();
    const timer = setTimeout(() => setSettled(trimmed), BANK_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const isTyping = text.trim() !== settled;
  // A list opened by typing waits for the text instead of first asking for the default list.
  const searchText = isOpen && !(isTyping && settled === '') ? settled : null;
  return {
    searchText,
    isOpen,
    isLoading: isOpen && isTyping,
    setIsOpen,
    /** MUI reports every change of the input; only typing is a search, a choice or a reset lists the defaults. */
    onInputChange: (_event: unknown, next: string, reason: string) => setText(reason === 'input' ? next : ''),
  };
}

interface LookupFieldProps {
  label: string;
  placeholder: string;
  noOptionsText: string;
  helperText: string | undefined;
  isError: boolean;
  disabled: boolean;
  value: BankChoice | null;
  onChange: (choice: BankChoice | null) => void;
  options: LookupOption[];
  isLoading: boolean;
  lookup: ReturnType<typeof useLookupText>;
}

function LookupField(props: LookupFieldProps) {
  const { t } = useTranslation();
  const { lookup } = props;
  return (
    <Autocomplete<LookupOption>
      fullWidth
      autoHighlight
      disabled={props.disabled}
      value={props.value}
      onChange={(_event, option) => props.onChange(choiceOf(option))}
      onInputChange={lookup.onInputChange}
      open={lookup.isOpen}
      onOpen={() => lookup.setIsOpen(true)}
      onClose={() => lookup.setIsOpen(false)}
      options={props.options}
      // The server has already filtered and ranked the answers.
      filterOptions={(options) => options}
      getOptionLabel={bankOptionLabel}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      loading={props.isLoading}
      loadingText={t('withdrawal.bankPicker.loading')}
      noOptionsText={props.noOptionsText}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps}>
          <Box>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {bankOptionLabel(option)}
            </Typography>
            {option.kana && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {option.kana}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          placeholder={props.placeholder}
          error={props.isError}
          helperText={props.helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {props.isLoading && <CircularProgress color="inherit" size={18} aria-hidden />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

function BankField(props: {
  value: BankChoice | null;
  onChange: (bank: BankChoice | null) => void;
  error?: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const lookup = useLookupText();
  const { data, error, isValidating } = useApi(
    listBanks,
    lookup.searchText === null ? null : { query: { q: lookup.searchText, limit: SEARCH_LIMIT } },
    LOOKUP_SWR,
  );
  return (
    <LookupField
      label={t('withdrawal.bankPicker.bank')}
      placeholder={t('withdrawal.bankPicker.bankPlaceholder')}
      noOptionsText={error?.message ?? t('withdrawal.bankPicker.noBanks')}
      helperText={props.error}
      isError={Boolean(props.error)}
      disabled={props.disabled}
      value={props.value}
      onChange={props.onChange}
      options={optionsWith(data?.items ?? [], props.value)}
      isLoading={lookup.isLoading || (lookup.isOpen && isValidating)}
      lookup={lookup}
    />
  );
}

function BranchField(props: {
  bankCode: string | null;
  value: BankChoice | null;
  onChange: (branch: BankChoice | null) => void;
  error?: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const lookup = useLookupText();
  const { bankCode } = props;
  const { data, error, isValidating } = useApi(
    listBankBranches,
    lookup.searchText === null || !bankCode
      ? null
      : { params: { bankCode }, query: { q: lookup.searchText, limit: SEARCH_LIMIT } },
    LOOKUP_SWR,
  );
  return (
    <LookupField
      label={t('withdrawal.bankPicker.branch')}
      placeholder={t('withdrawal.bankPicker.branchPlaceholder')}
      noOptionsText={error?.message ?? t('withdrawal.bankPicker.noBranches')}
      helperText={props.error ?? (bankCode ? undefined : t('withdrawal.bankPicker.chooseBankFirst'))}
      isError={Boolean(props.error)}
      disabled={props.disabled || !bankCode}
      value={props.value}
      onChange={props.onChange}
      options={optionsWith(data?.items ?? [], props.value)}
      isLoading={lookup.isLoading || (lookup.isOpen && isValidating)}
      lookup={lookup}
    />
  );
}

/**
 * Bank, then branch, searched on the server as the person types (a code, a name, or kana in hiragana or katakana).
 * Keyboard use is Autocomplete's: type, arrows to move, Enter to choose, Escape to close.
 */
export function BankBranchPicker({ value, onChange, error, disabled = false }: BankBranchPickerProps) {
  const bankCode = value.bank?.code ?? null;
  return (
    <Stack spacing={2}>
      <BankField
        value={value.bank}
        onChange={(bank) => onChange({ bank, branch: bank && bank.code === bankCode ? value.branch : null })}
        error={error?.bank}
        disabled={disabled}
      />
      {/* A new bank starts a new branch search. */}
      <BranchField
        key={bankCode ?? ''}
        bankCode={bankCode}
        value={value.branch}
        onChange={(branch) => onChange({ bank: value.bank, branch })}
        error={error?.branch}
        disabled={disabled}
      />
    </Stack>
  );
}
