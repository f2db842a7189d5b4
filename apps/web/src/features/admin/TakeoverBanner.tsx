import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { endTakeover } from '@otodoke/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useLoading } from '../../app/global-layer/global-layer-hooks.ts';
import { sectionHref } from './admin-sections.ts';

/** `top` offsets that keep an element just below the fixed app bar, whatever height the toolbar has at a width. */
function belowToolbar(theme: Theme) {
  const out: Record<string, unknown> = {};
  const walk = (source: Record<string, unknown>, target: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(source)) {
      if (key === 'minHeight') target.top = value;
      else if (typeof value === 'object' && value !== null) {
        const nested: Record<string, unknown> = {};
        walk(value as Record<string, unknown>, nested);
        target[key] = nested;
      }
    }
  };
  walk(theme.mixins.toolbar as Record<string, unknown>, out);
  return out;
}

/**
 * "代理ログイン中（閲覧のみ）: <account>" across the top of every dashboard page during a takeover, with the way
 * out (DELETE /admin/api/v2/takeover, then the operator screen's accounts section, loaded afresh).
 */
export function TakeoverBanner({ accountName }: { accountName: string }) {
  const { t } = useTranslation();
  const { showLoading, hideLoading } = useLoading();
  const handleError = useApiErrorHandler();

  const end = async () => {
    showLoading();
    try {
      await callApi(endTakeover);
      // Back to the accounts section the takeover was started from.
      window.location.assign(sectionHref('accounts'));
    } catch (thrown) {
      hideLoading();
      handleError(thrown);
    }
  };

  return (
    <Alert
      severity="warning"
      variant="filled"
      icon={<VisibilityOutlinedIcon />}
      role="status"
      square
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          onClick={() => void end()}
          sx={{ fontWeight: 700, whiteSpace: 'nowrap', minWidth: 64 }}
        >
          {t('admin.takeoverEnd')}
        </Button>
      }
      sx={(theme) => ({
        position: 'sticky',
        zIndex: theme.zIndex.appBar - 1,
        borderRadius: 0,
        alignItems: 'center',
        fontWeight: 700,
        overflowWrap: 'anywhere',
        '& .MuiAlert-action': { mr: 0, pl: 2, py: 0, alignItems: 'center', flexShrink: 0 },
        ...belowToolbar(theme),
      })}
    >
      {t('admin.takeoverBanner', { name: accountName })}
    </Alert>
  );
}
