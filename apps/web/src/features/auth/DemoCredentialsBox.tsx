import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { DemoSignIn } from '../../app/bootstrap.ts';

interface DemoCredentialsBoxProps {
  demo: DemoSignIn;
  onFill: (demo: DemoSignIn) => void;
}

/** On demo (non-production) deployments: the account anyone may sign in with. */
export function DemoCredentialsBox({ demo, onFill }: DemoCredentialsBoxProps) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      <AlertTitle>{t('auth.signIn.demoTitle')}</AlertTitle>
      {t('auth.signIn.demoBody')}
      <Box component="dl" sx={{ m: 0, my: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5 }}>
        <dt>{t('common.email')}</dt>
        <Box component="dd" sx={{ m: 0, fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {demo.email}
        </Box>
        <dt>{t('common.password')}</dt>
        <Box component="dd" sx={{ m: 0, fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {demo.password}
        </Box>
      </Box>
      <Button variant="outlined" color="info" size="small" onClick={() => onFill(demo)}>
        {t('auth.signIn.demoFill')}
      </Button>
    </Alert>
  );
}
