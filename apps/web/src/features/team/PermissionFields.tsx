import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { PERMISSION_IDS, PERMISSION_LABELS } from '@otodoke/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { PermissionLevelSelect } from './PermissionLevelSelect.tsx';
import {
  applyChoice,
  applyLevel,
  PERMISSION_CHOICES,
  PERMISSION_LEVEL_OPTIONS,
  type PermissionDraft,
} from './permission-map.ts';

interface PermissionFieldsProps {
  value: PermissionDraft;
  onChange: (draft: PermissionDraft) => void;
  disabled?: boolean;
}

/** "すべての権限" and, for "個別に設定", one select per permission area (1000–8000). */
export function PermissionFields({ value, onChange, disabled }: PermissionFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const legendId = useId();
  const isCustom = value.choice === 'custom';
  return (
    <Box>
      <PermissionLevelSelect
        label={t('team.allPermissions')}
        value={value.choice}
        options={PERMISSION_CHOICES}
        disabled={disabled}
        onChange={(choice) => onChange(applyChoice(value, choice))}
      />
      <Collapse in={isCustom && !disabled} unmountOnExit>
        <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0, mt: 2.5 }}>
          <Typography id={legendId} component="legend" variant="h5" sx={{ mb: 1.5 }}>
            {t('team.permissionsByArea')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {PERMISSION_IDS.map((id) => (
              <PermissionLevelSelect
                key={id}
                size="small"
                label={PERMISSION_LABELS[id][language]}
                value={value.levels[id]}
                options={PERMISSION_LEVEL_OPTIONS}
                onChange={(level) => onChange(applyLevel(value, id, level))}
              />
            ))}
          </Box>
        </Box>
      </Collapse>
    </Box>
  );
}
