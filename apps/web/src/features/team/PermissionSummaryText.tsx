import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PERMISSION_LABELS } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { summarisePermissions } from './permission-map.ts';

interface PermissionSummaryTextProps {
  permissions: Readonly<Partial<Record<string, string>>>;
  isAccountManager: boolean;
}

/** A member's permissions in a line or two: "すべて閲覧のみ", or "編集可能: リリース、アーティスト" per level. */
export function PermissionSummaryText({ permissions, isAccountManager }: PermissionSummaryTextProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const summary = summarisePermissions(permissions, isAccountManager);
  if (summary.kind === 'manager') return <Typography variant="body2">{t('team.summaryManager')}</Typography>;
  if (summary.kind === 'uniform') {
    return (
      <Typography variant="body2">
        {summary.level === 'none'
          ? t('team.summaryNone')
          : t('team.summaryAll', { level: t(`team.levels.${summary.level}`) })}
      </Typography>
    );
  }
  const separator = language === 'ja' ? '、' : ', ';
  return (
    <Box>
      {summary.groups.map((group) => (
        <Typography key={group.level} variant="body2">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t(`team.levels.${group.level}`)}:{' '}
          </Box>
          {group.ids.map((id) => PERMISSION_LABELS[id][language]).join(separator)}
        </Typography>
      ))}
    </Box>
  );
}
