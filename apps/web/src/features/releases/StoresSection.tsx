import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SELL_MEDIA_OPTIONS, TERRITORY_CHOICES } from '@otodoke/domain';
import { useMemo } from 'react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorSection } from './EditorSection.tsx';
import { fieldDomId } from './issue-paths.ts';
import { FieldGrid, FULL_ROW, fieldHelper, SelectInput, SwitchInput, TextInput } from './ReleaseFields.tsx';
import { useReleaseEditor } from './release-editor-context.ts';
import { type ReleaseFormValues, saleDateProblem, todaySaleDate } from './release-form.ts';
import { allAvailableStoreIds, groupStoreChoices, storeChoices } from './store-choices.ts';
import { useFieldProblem } from './use-field-problem.ts';
import { useReleaseLabels } from './use-release-labels.ts';

const PRICE_TIERS = [1, 2, 3, 4] as const;

/** Section 4: stores, territories, requested sale date, how it is sold and the price tier. */
export function StoresSection({ number, problemCount }: { number: number; problemCount: number }) {
  const { t } = useTranslation();
  const labels = useReleaseLabels();
  const { media } = useReleaseEditor();
  return (
    <EditorSection
      id="stores"
      number={number}
      title={t('releases.sections.stores')}
      description={t('releases.stores.lead')}
      problemCount={problemCount}
    >
      <Stack spacing={3.5}>
        <StorePicker />
        <TerritoryField />
        {media === 'audio' && (
          <SwitchInput
            name="useSubmit"
            label={t('releases.stores.useSubmit')}
            help={t('releases.stores.useSubmitHelp')}
          />
        )}
        <FieldGrid>
          <SaleDateField />
          {media === 'audio' && (
            <SelectInput name="sellMediaOption" label={t('releases.fields.sellMediaOption')}>
              {SELL_MEDIA_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t(`releases.stores.sellMediaOptions.${option}`)}
                </option>
              ))}
            </SelectInput>
          )}
          <SelectInput
            name="variablePriceType"
            label={t('releases.fields.variablePriceType')}
            help={t('releases.stores.priceHelp')}
            asNumber
          >
            {PRICE_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {labels.priceType(tier)}
              </option>
            ))}
          </SelectInput>
        </FieldGrid>
      </Stack>
    </EditorSection>
  );
}

function StorePicker() {
  const { t } = useTranslation();
  const labels = useReleaseLabels();
  const { control } = useFormContext<ReleaseFormValues>();
  const { release, type, readOnly } = useReleaseEditor();
  const problem = useFieldProblem('storeIds');
  const [primaryGenreId, secondaryGenreId, worldwide, songs] = useWatch({
    control,
    name: ['primaryGenreId', 'secondaryGenreId', 'worldwide', 'songs'],
  });
  // Only the files' facts matter to the stores; typing a title must not rebuild the list.
  const factsKey = JSON.stringify(songs.map((song) => song.file?.facts ?? null));
  // biome-ignore lint/correctness/useExhaustiveDependencies: factsKey stands for the songs' facts
  const choices = useMemo(
    () =>
      storeChoices(release.storeOptions, type, { primaryGenreId, secondaryGenreId, worldwide, songs }, labels.language),
    [release.storeOptions, type, primaryGenreId, secondaryGenreId, worldwide, factsKey, labels.language],
  );
  const groups = groupStoreChoices(choices);
  const legendId = `${fieldDomId('storeIds')}-legend`;

  return (
    <Controller
      control={control}
      name="storeIds"
      render={({ field }) => {
        const selected = new Set(field.value);
        const excluded = choices.filter((choice) => !choice.available && selected.has(choice.id));
        const availableSelected = choices.filter((choice) => choice.available && selected.has(choice.id)).length;
        const toggle = (id: string, on: boolean) =>
          field.onChange(on ? [...field.value, id] : field.value.filter((value) => value !== id));
        return (
          <FormControl component="fieldset" error={Boolean(problem.error)} sx={{ minWidth: 0 }}>
            <FormLabel id={legendId} component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
              {t('releases.fields.storeIds')}
            </FormLabel>
            {choices.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('releases.stores.none')}</Typography>
            ) : (
              <>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  sx={{ gap: 1, alignItems: { xs: 'stretch', sm: 'center' }, mb: 1.5 }}
                >
                  {!readOnly && (
                    <>
                      <Button
                        id={fieldDomId('storeIds')}
                        variant="outlined"
                        size="small"
                        onClick={() => field.onChange(allAvailableStoreIds(choices))}
                      >
                        {t('releases.stores.selectAll')}
                      </Button>
                      <Button
                        size="small"
                        color="inherit"
                        onClick={() => field.onChange([])}
                        disabled={selected.size === 0}
                      >
                        {t('releases.stores.clear')}
                      </Button>
                    </>
                  )}
                  <Typography variant="body2" role="status" sx={{ color: 'text.secondary', ml: { sm: 'auto' } }}>
                    {t('releases.stores.selected', { count: availableSelected, total: choices.length })}
                  </Typography>
                </Stack>
                {problem.error && <FormHelperText sx={{ mx: 0, mb: 1 }}>{problem.error}</FormHelperText>}
                {excluded.length > 0 && (
                  <Alert severity="warning" sx={{ mb: 1.5 }}>
                    {t('releases.stores.excluded', { names: excluded.map((choice) => choice.name).join('、') })}
                  </Alert>
                )}
                <Stack spacing={2}>
                  {groups.map(({ group, stores }) => (
                    <Box key={group} role="group" aria-labelledby={`release-store-group-${group}`}>
                      <Typography
                        id={`release-store-group-${group}`}
                        variant="body2"
                        sx={{ fontWeight: 700, color: 'text.secondary', mb: 0.5 }}
                      >
                        {t(`releases.stores.groups.${group}`)}
                      </Typography>
                      <Box
                        sx={{
                          display: 'grid',
                          columnGap: 2,
                          gridTemplateColumns: {
                            xs: '1fr',
                            sm: 'repeat(2, minmax(0, 1fr))',
                            lg: 'repeat(3, minmax(0, 1fr))',
                          },
                        }}
                      >
                        {stores.map((store) => {
                          const reasonId = `release-store-${store.id}-reason`;
                          return (
                            <Box key={store.id} sx={{ minWidth: 0, py: 0.25 }}>
                              <FormControlLabel
                                sx={{ mr: 0, alignItems: 'flex-start', '& .MuiFormControlLabel-label': { pt: 1 } }}
                                label={store.name}
                                disabled={readOnly || !store.available}
                                control={
                                  <Checkbox
                                    checked={store.available && selected.has(store.id)}
                                    onChange={(event) => toggle(store.id, event.target.checked)}
                                    slotProps={{
                                      input: { 'aria-describedby': store.available ? undefined : reasonId },
                                    }}
                                  />
                                }
                              />
                              {!store.available && (
                                <Typography
                                  id={reasonId}
                                  variant="caption"
                                  component="p"
                                  sx={{ color: 'text.secondary', ml: 4, mt: -0.5, lineHeight: 1.5 }}
                                >
                                  {store.reasons.join(' ')}
                                </Typography>
                              )}
                            </Box>
                          );
                        })}
                      </Box>
                    </Box>
                  ))}
                </Stack>
              </>
            )}
          </FormControl>
        );
      }}
    />
  );
}

function TerritoryField() {
  const { t } = useTranslation();
  const labels = useReleaseLabels();
  const { control } = useFormContext<ReleaseFormValues>();
  const { readOnly } = useReleaseEditor();
  const worldwide = useWatch({ control, name: 'worldwide' });
  const problem = useFieldProblem('territories');
  const territoryNames = useMemo(
    () => Object.fromEntries(TERRITORY_CHOICES.map((code) => [code, labels.region(code)])) as Record<string, string>,
    [labels],
  );
  const sortedTerritories = useMemo(
    () =>
      [...TERRITORY_CHOICES].sort((a, b) =>
        (territoryNames[a] ?? a).localeCompare(territoryNames[b] ?? b, labels.language),
      ),
    [territoryNames, labels.language],
  );
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
        {t('releases.fields.worldwide')}
      </FormLabel>
      <Controller
        control={control}
        name="worldwide"
        render={({ field }) => (
          <RadioGroup
            row
            name={field.name}
            value={field.value ? 'worldwide' : 'selected'}
            onChange={(event) => field.onChange(event.target.value === 'worldwide')}
          >
            <FormControlLabel
              value="worldwide"
              control={<Radio id={fieldDomId('worldwide')} />}
              label={t('releases.stores.worldwide')}
              disabled={readOnly}
            />
            <FormControlLabel
              value="selected"
              control={<Radio />}
              label={t('releases.stores.selectedTerritories')}
              disabled={readOnly}
            />
          </RadioGroup>
        )}
      />
      {!worldwide && (
        <Controller
          control={control}
          name="territories"
          render={({ field }) => (
            <Autocomplete
              multiple
              id={fieldDomId('territories')}
              options={sortedTerritories}
              value={field.value}
              onChange={(_event, value) => field.onChange(value)}
              onBlur={field.onBlur}
              getOptionLabel={(code) => territoryNames[code] ?? code}
              filterSelectedOptions
              disabled={readOnly}
              sx={{ mt: 1 }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={t('releases.fields.territories')}
                  required
                  error={Boolean(problem.error)}
                  helperText={fieldHelper(problem, t('releases.stores.territoriesHelp'))}
                />
              )}
            />
          )}
        />
      )}
    </FormControl>
  );
}

function SaleDateField() {
  const { t } = useTranslation();
  const labels = useReleaseLabels();
  const { readOnly } = useReleaseEditor();
  const { control, setValue } = useFormContext<ReleaseFormValues>();
  const value = useWatch({ control, name: 'requestedSaleStartDate' });
  const { touchedFields } = useFormState({ control, name: 'requestedSaleStartDate' });
  const typed = touchedFields.requestedSaleStartDate ? saleDateProblem(value, labels.language) : undefined;
  // "As soon as possible" is a choice the person makes: today's date (in Japan), chosen like a typed one.
  const chooseToday = () =>
    setValue('requestedSaleStartDate', todaySaleDate(), { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  return (
    <Box sx={FULL_ROW}>
      <TextInput
        name="requestedSaleStartDate"
        label={t('releases.fields.requestedSaleStartDate')}
        help={t('releases.fields.saleDateHelp')}
        typedError={typed}
        required
        placeholder="YYYY/MM/DD"
        maxLength={10}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        fullWidth
      />
      {!readOnly && (
        <Button size="small" onClick={chooseToday} sx={{ mt: 0.5, ml: -0.5 }}>
          {t('releases.fields.saleDateToday')}
        </Button>
      )}
    </Box>
  );
}
