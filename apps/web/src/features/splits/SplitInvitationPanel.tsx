import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { answerSplitInvitation, getSplitInvitation } from '@otodoke/contract';
import { formatShareRate, SPLIT_STATUS } from '@otodoke/domain';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { API_ERROR_CODES, toApiRequestError } from '../../app/api-error.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { useSession } from '../../app/session/use-session.ts';
import { DefinitionRows } from '../../ui/DefinitionRows.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { defaultReceivingAccount, receivingAccounts } from './split-access.ts';
import { formatRate, formatYearMonth, splitStatusText } from './split-words.ts';

interface SplitInvitationPanelProps {
  token: string;
  /** The invitation was answered (the lists showing it read again). */
  onAnswered: () => void;
  /** The person is done with the invitation (the panel goes away). */
  onClose: () => void;
}

/**
 * An invitation to a split, opened from its e-mail (/member/split?token=…): what is shared, by whom and from when;
 * accept into one of the person's accounts (when they manage several, they choose) or decline after a confirmation.
 */
export function SplitInvitationPanel({ token, onAnswered, onClose }: SplitInvitationPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const radioLabelId = useId();
  const { session } = useSession();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const accounts = receivingAccounts(session?.availableAccountList ?? []);
  const [accountId, setAccountId] = useState<number | null>(() =>
    defaultReceivingAccount(session?.availableAccountList ?? [], session?.acid ?? null),
  );
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { data, error, mutate } = useApi(getSplitInvitation, { params: { token } });

  const frame = (children: ReactNode) => (
    <Card component="section" aria-labelledby={headingId} sx={{ border: 2, borderColor: 'primary.main' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <HandshakeOutlinedIcon color="primary" aria-hidden="true" />
          <Typography id={headingId} variant="h4" component="h2">
            {t('splits.invitation.title')}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );

  if (error) {
    // A token that does not (or no longer) match an invitation: say so, not "failed to load".
    if (error.statusCode === 404 || error.statusCode === 400) {
      return frame(
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="warning" sx={{ width: '100%' }}>
            <strong>{t('splits.invitation.notFound')}</strong>
            <Box>{t('splits.invitation.notFoundBody')}</Box>
          </Alert>
          <Button onClick={onClose}>{t('splits.invitation.close')}</Button>
        </Stack>,
      );
    }
    return frame(<LoadError message={error.message} onRetry={() => void mutate()} />);
  }
  if (!data) return frame(<Skeleton variant="rounded" height={160} aria-label={t('common.loading')} />);

  const title = data.releaseTitle || t('splits.releases.untitled');
  const month = formatYearMonth(data.effectiveFrom, language);
  const isOpen = data.status === SPLIT_STATUS.invited;
  const chosen = accounts.find((account) => account.id === accountId);

  const answer = async (accept: boolean) => {
    setIsBusy(true);
    setProblem(null);
    try {
      await callApi(answerSplitInvitation, {
        params: { token },
        body: accept && accountId !== null ? { accept, accountId } : { accept },
      });
      showSnackbar(
        accept
          ? t('splits.invitation.accepted', { month, account: chosen?.name ?? '' })
          : t('splits.invitation.declined'),
        'success',
      );
      onAnswered();
      onClose();
    } catch (thrown) {
      const refusal = toApiRequestError(thrown);
      if (refusal.code === API_ERROR_CODES.inviteEmailMismatch) {
        // Signed in with another address than the invited one: said next to the buttons, where it stays.
        setProblem(refusal.message);
        return;
      }
      // A refusal about the chosen account (e.g. the release's own account) is said next to the choice.
      handleError(thrown, { setFieldError: (_field, message) => setProblem(message) });
      // Answered meanwhile (SPLIT00001) or otherwise changed: show it as it is now.
      await mutate();
    } finally {
      setIsBusy(false);
    }
  };

  const decline = async () => {
    const isSure = await confirm({
      title: t('splits.invitation.declineConfirmTitle'),
      content: t('splits.invitation.declineConfirmBody', { title, rate: formatShareRate(data.shareBp) }),
      okLabel: t('splits.invitation.declineOk'),
    });
    if (isSure) await answer(false);
  };

  return frame(
    <Stack spacing={2.5}>
      <Typography>{t('splits.invitation.lead', { owner: data.ownerName })}</Typography>
      <DefinitionRows
        items={[
          {
            label: t('splits.invitation.release'),
            value: data.artistName ? `${title} / ${data.artistName}` : title,
          },
          { label: t('splits.invitation.owner'), value: data.ownerName },
          {
            label: t('splits.invitation.share'),
            value: (
              <Box component="span" sx={{ fontSize: 20 }}>
                {formatRate(data.shareBp)}
              </Box>
            ),
          },
          { label: t('splits.invitation.from'), value: t('splits.invitation.fromValue', { month }) },
          { label: t('splits.invitation.email'), value: data.email },
        ]}
      />
      {!isOpen ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info" sx={{ width: '100%' }}>
            {t('splits.invitation.answered', { status: splitStatusText(data.status, language) })}
          </Alert>
          <Button onClick={onClose}>{t('splits.invitation.close')}</Button>
        </Stack>
      ) : (
        <>
          {accounts.length === 0 && <Alert severity="warning">{t('splits.invitation.noManagedAccount')}</Alert>}
          {accounts.length === 1 && (
            <Typography variant="body2">
              {t('splits.invitation.receiveIn')}: <strong>{accounts[0]?.name}</strong>
            </Typography>
          )}
          {accounts.length > 1 && (
            <FormControl>
              <FormLabel id={radioLabelId} sx={{ fontSize: 13, mb: 0.5 }}>
                {t('splits.invitation.receiveIn')}
              </FormLabel>
              <RadioGroup
                aria-labelledby={radioLabelId}
                value={accountId === null ? '' : String(accountId)}
                onChange={(event) => {
                  setAccountId(Number(event.target.value));
                  setProblem(null);
                }}
              >
                {accounts.map((account) => (
                  <FormControlLabel
                    key={account.id}
                    value={String(account.id)}
                    control={<Radio />}
                    label={account.name}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" onClick={() => void answer(true)} disabled={isBusy || accountId === null}>
              {t('splits.invitation.accept')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => void decline()} disabled={isBusy}>
              {t('splits.invitation.decline')}
            </Button>
          </Stack>
        </>
      )}
    </Stack>,
  );
}
