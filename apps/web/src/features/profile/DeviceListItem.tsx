import DevicesOutlinedIcon from '@mui/icons-material/DevicesOutlined';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { listDevices } from '@otodoke/contract';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../app/api-client.ts';
import { useFormat } from '../../app/i18n/format.ts';

type Device = ApiResult<typeof listDevices>['items'][number];

interface DeviceListItemProps {
  device: Device;
  divider: boolean;
  onSignOut: () => void;
}

const MOBILE = /iphone|ipad|android|mobile/i;

/** One signed-in device: what it is, where from, when last used; "この端末" or a sign-out button. */
export function DeviceListItem({ device, divider, onSignOut }: DeviceListItemProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const Icon = MOBILE.test(device.userAgent) ? PhoneIphoneOutlinedIcon : DevicesOutlinedIcon;
  return (
    <ListItem divider={divider} disableGutters sx={{ py: 1.5, alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
      <Box aria-hidden="true" sx={{ color: 'text.secondary', pt: 0.25 }}>
        <Icon />
      </Box>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{device.label}</Typography>
          {device.isCurrent && <Chip size="small" color="primary" label={t('profile.security.thisDevice')} />}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('profile.security.ipAddress')}: {device.ipAddress ?? t('profile.security.unknownIp')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('profile.security.lastSeen')}: {format.dateTime(device.lastSeenAt)}
        </Typography>
      </Box>
      {!device.isCurrent && (
        <Button
          variant="outlined"
          color="error"
          size="small"
          onClick={onSignOut}
          aria-label={t('profile.security.signOutDeviceLabel', { device: device.label })}
          sx={{ alignSelf: 'center', ml: 'auto' }}
        >
          {t('profile.security.signOutDevice')}
        </Button>
      )}
    </ListItem>
  );
}
