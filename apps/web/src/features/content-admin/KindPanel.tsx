// The fields of an entry's kind: a guide article's category, tags, feature and place; a popup's or alert's audience,
// how often it shows, its button and its end, and a one-time alert's banner colour.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ACCOUNT_MODEL_TYPES, PERSON_COMPANY_TYPES, PLAN_NAMES, USER_FEATURE_FLAGS } from '@otodoke/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import type { ContentKind, FormProblem, GuideDraft, NoticeDraft } from './entry-form.ts';

/** A category or tag to choose, named in the operator's language. */
export interface Choice {
  id: number;
  name: string;
}

function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((each) => each !== value), value] : list.filter((each) => each !== value);
}

function CheckboxGroup<T extends string>({
  label,
  help,
  values,
  selected,
  labelOf,
  onChange,
}: {
  label: string;
  help?: string;
  values: readonly T[];
  selected: readonly T[];
  labelOf: (value: T) => ReactNode;
  onChange: (next: T[]) => void;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, fontSize: 14 }}>
        {label}
      </FormLabel>
      {help && <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{help}</Box>}
      <FormGroup row>
        {values.map((value) => (
          <FormControlLabel
            key={value}
            control={
              <Checkbox
                checked={selected.includes(value)}
                onChange={(event) => onChange(toggled(selected, value, event.target.checked))}
              />
            }
            label={labelOf(value)}
          />
        ))}
      </FormGroup>
    </Box>
  );
}

export function GuidePanel({
  guide,
  onChange,
  categories,
  tags,
  problems,
}: {
  guide: GuideDraft;
  onChange: (guide: GuideDraft) => void;
  categories: readonly Choice[];
  tags: readonly Choice[];
  problems: readonly FormProblem[];
}) {
  const { t } = useTranslation();
  const categoryProblem = problems.find((problem) => problem.field === 'categoryId');
  return (
    <SettingsSection title={t('contentAdmin.guide.title')}>
      <Stack spacing={2.5}>
        <TextField
          select
          required
          fullWidth
          label={t('contentAdmin.guide.category')}
          value={guide.categoryId ?? ''}
          onChange={(event) => onChange({ ...guide, categoryId: Number(event.target.value) || null })}
          error={categoryProblem !== undefined}
          helperText={
            categoryProblem
              ? (categoryProblem.message ?? t(`contentAdmin.problems.${categoryProblem.code}`))
              : undefined
          }
        >
          {categories.map((category) => (
            <MenuItem key={category.id} value={category.id}>
              {category.name}
            </MenuItem>
          ))}
        </TextField>
        <CheckboxGroup
          label={t('contentAdmin.guide.tags')}
          help={tags.length === 0 ? t('contentAdmin.guide.noTags') : undefined}
          values={tags.map((tag) => String(tag.id))}
          selected={guide.tagIds.map(String)}
          labelOf={(id) => tags.find((tag) => String(tag.id) === id)?.name ?? id}
          onChange={(next) => onChange({ ...guide, tagIds: next.map(Number) })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={guide.featured}
              onChange={(event) => onChange({ ...guide, featured: event.target.checked })}
            />
          }
          label={t('contentAdmin.guide.featured')}
        />
        <TextField
          type="number"
          label={t('contentAdmin.guide.position')}
          helperText={t('contentAdmin.guide.positionHelp')}
          value={guide.position}
          onChange={(event) =>
            onChange({ ...guide, position: Math.max(0, Math.trunc(Number(event.target.value) || 0)) })
          }
          slotProps={{ htmlInput: { min: 0, max: 100_000, step: 1, inputMode: 'numeric' } }}
          sx={{ maxWidth: 240 }}
        />
      </Stack>
    </SettingsSection>
  );
}

/** The banner's look beside each colour's name: a swatch in that colour scheme. */
const SWATCHES: Record<NoticeDraft['bannerColour'], { bgcolor: string; color: string; borderColor: string }> = {
  white: { bgcolor: '#ffffff', color: '#1a1a1a', borderColor: '#8a8a8a' },
  black: { bgcolor: '#141414', color: '#ffffff', borderColor: '#8a8a8a' },
};

function BannerColourChoice({ notice, onChange }: { notice: NoticeDraft; onChange: (notice: NoticeDraft) => void }) {
  const { t } = useTranslation();
  const label = (colour: NoticeDraft['bannerColour'], text: string) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ ...SWATCHES[colour], border: 1, borderRadius: 0.5, px: 0.75, fontSize: 12, fontWeight: 700 }}
      >
        Aa
      </Box>
      {text}
    </Box>
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, fontSize: 14 }}>
        {t('contentAdmin.notice.bannerColour')}
      </FormLabel>
      <RadioGroup
        row
        name="banner-colour"
        value={notice.bannerColour}
        onChange={(event) => onChange({ ...notice, bannerColour: event.target.value as NoticeDraft['bannerColour'] })}
      >
        <FormControlLabel
          value="white"
          control={<Radio />}
          label={label('white', t('contentAdmin.notice.bannerWhite'))}
        />
        <FormControlLabel
          value="black"
          control={<Radio />}
          label={label('black', t('contentAdmin.notice.bannerBlack'))}
        />
      </RadioGroup>
    </Box>
  );
}

export function NoticePanel({
  kind,
  notice,
  onChange,
  problems,
}: {
  kind: ContentKind;
  notice: NoticeDraft;
  onChange: (notice: NoticeDraft) => void;
  problems: readonly FormProblem[];
}) {
  const { t } = useTranslation();
  const problemOf = (field: FormProblem['field']) => {
    const found = problems.find((problem) => problem.field === field);
    return found ? (found.message ?? t(`contentAdmin.problems.${found.code}`)) : undefined;
  };
  return (
    <SettingsSection title={t('contentAdmin.notice.title')} description={t('contentAdmin.notice.lead')}>
      <Stack spacing={2.5}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" sx={{ fontWeight: 700, fontSize: 14 }}>
            {t('contentAdmin.notice.display')}
          </FormLabel>
          <RadioGroup
            row
            value={notice.display}
            onChange={(event) => onChange({ ...notice, display: event.target.value as NoticeDraft['display'] })}
          >
            <FormControlLabel value="once" control={<Radio />} label={t('contentAdmin.notice.once')} />
            <FormControlLabel value="until_read" control={<Radio />} label={t('contentAdmin.notice.untilRead')} />
          </RadioGroup>
        </Box>
        {kind === 'alert' && <BannerColourChoice notice={notice} onChange={onChange} />}
        <CheckboxGroup
          label={t('contentAdmin.notice.personCompany')}
          help={t('contentAdmin.notice.everyoneHelp')}
          values={PERSON_COMPANY_TYPES}
          selected={notice.personCompanyTypes}
          labelOf={(value) => t(`dashboard.accountTypes.${value}`)}
          onChange={(personCompanyTypes) => onChange({ ...notice, personCompanyTypes })}
        />
        <CheckboxGroup
          label={t('contentAdmin.notice.accountModel')}
          help={t('contentAdmin.notice.everyoneHelp')}
          values={ACCOUNT_MODEL_TYPES}
          selected={notice.accountModelTypes}
          labelOf={(value) => value}
          onChange={(accountModelTypes) => onChange({ ...notice, accountModelTypes })}
        />
        <CheckboxGroup
          label={t('contentAdmin.notice.plans')}
          help={t('contentAdmin.notice.everyoneHelp')}
          values={PLAN_NAMES}
          selected={notice.plans}
          labelOf={(value) => t(`dashboard.plans.${value}`)}
          onChange={(plans) => onChange({ ...notice, plans })}
        />
        <TextField
          select
          fullWidth
          label={t('contentAdmin.notice.featureFlag')}
          value={notice.featureFlag ?? ''}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) =>
            onChange({ ...notice, featureFlag: (event.target.value || null) as NoticeDraft['featureFlag'] })
          }
        >
          <MenuItem value="">{t('contentAdmin.notice.noFlag')}</MenuItem>
          {USER_FEATURE_FLAGS.map((flag) => (
            <MenuItem key={flag} value={flag}>
              {t(`adminConsole.featureFlags.flags.${flag}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          label={t('contentAdmin.notice.ctaUrl')}
          placeholder="/dashboard/releases"
          value={notice.ctaUrl}
          onChange={(event) => onChange({ ...notice, ctaUrl: event.target.value })}
          error={problemOf('ctaUrl') !== undefined}
          helperText={problemOf('ctaUrl') ?? t('contentAdmin.notice.ctaUrlHelp')}
          slotProps={{ htmlInput: { maxLength: 500, spellCheck: false } }}
        />
        <TextField
          type="datetime-local"
          label={t('contentAdmin.notice.endsAt')}
          value={notice.endsAt}
          onChange={(event) => onChange({ ...notice, endsAt: event.target.value })}
          error={problemOf('endsAt') !== undefined}
          helperText={problemOf('endsAt') ?? t('contentAdmin.notice.endsAtHelp')}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 300 }}
        />
      </Stack>
    </SettingsSection>
  );
}
