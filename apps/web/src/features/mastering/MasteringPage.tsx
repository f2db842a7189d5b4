// /dashboard/mastering: the account's credits (and buying more), sending a mix, the list of mixes and the open one
// (`?id=`). `?mastering_modal=credit` opens the credit purchase (the spec's query), then leaves the address.
import GraphicEqOutlinedIcon from '@mui/icons-material/GraphicEqOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { getMasteringCredit } from '@otodoke/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { API_ERROR_CODES } from '../../app/api-error.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useSession } from '../../app/session/use-session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { useSelectedIdParam } from '../../ui/use-selected-id-param.ts';
import {
  CheckoutDialog,
  type CheckoutTarget,
  canPay,
  MasteringSection,
  QuantityDialog,
  useReopenCheckout,
} from '../plans/index.ts';
import { MasteringDetail } from './MasteringDetail.tsx';
import { MasteringList } from './MasteringList.tsx';
import { canEditMastering, MODAL_PARAM } from './mastering-logic.ts';
import { NewMixForm } from './NewMixForm.tsx';

export function MasteringPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [search, setSearch] = useSearchParams();
  const { mutate } = useSWRConfig();
  const hasAccount = Boolean(session?.user);
  const canEdit = canEditMastering(session?.individual);
  const mayPay = canPay(session?.individual ?? null);
  const { selectedId, open } = useSelectedIdParam();
  const credit = useApi(getMasteringCredit, hasAccount ? {} : null);
  const [buyingCredits, setBuyingCredits] = useState(false);
  const [checkout, setCheckout] = useState<CheckoutTarget | null>(null);
  useReopenCheckout((request) => (request.kind === 'plan' ? request : null), setCheckout);

  // ?mastering_modal=credit: the purchase opens once, and the query goes so a reload does not reopen it.
  const modal = search.get(MODAL_PARAM);
  const isSessionKnown = session !== undefined;
  useEffect(() => {
    if (modal === null || !isSessionKnown) return;
    if (modal === 'credit' && mayPay) setBuyingCredits(true);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(MODAL_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [modal, mayPay, isSessionKnown, setSearch]);

  const refreshAll = useCallback(async () => {
    await mutate(
      (key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/api/v2/me/mastering'),
    );
  }, [mutate]);

  const heading = <PageHeading title={t('mastering.title')} lead={t('mastering.lead')} />;
  if (!hasAccount) {
    return (
      <>
        {heading}
        <EmptyState icon={<GraphicEqOutlinedIcon />} title={t('mastering.noAccount')} />
      </>
    );
  }
  if (credit.error?.code === API_ERROR_CODES.forbidden) {
    return (
      <>
        {heading}
        <EmptyState
          icon={<LockOutlinedIcon />}
          title={t('mastering.forbiddenTitle')}
          body={t('mastering.forbiddenBody')}
        />
      </>
    );
  }
  const credits = credit.data?.credits ?? null;
  const buy = () => setBuyingCredits(true);

  return (
    <>
      {heading}
      <Stack spacing={3}>
        {!canEdit && <Alert severity="info">{t('mastering.readonlyNotice')}</Alert>}
        {credit.error ? (
          <LoadError message={credit.error.message} onRetry={() => void credit.mutate()} />
        ) : credits === null ? (
          <Skeleton variant="rounded" height={120} aria-label={t('common.loading')} />
        ) : (
          <MasteringSection
            credits={credits}
            mayPay={mayPay}
            onBuyCredits={buy}
            onBuyPack={() => setCheckout({ kind: 'plan', purchase: { kind: 'mastering_credit_36', quantity: 1 } })}
          />
        )}
        {selectedId !== null && (
          <MasteringDetail
            key={selectedId}
            id={selectedId}
            canEdit={canEdit}
            credits={credits}
            mayPay={mayPay}
            onBuyCredits={buy}
            onChanged={refreshAll}
            onClose={() => open(null)}
          />
        )}
        {canEdit && (
          <NewMixForm
            onCreated={(audio) => {
              void refreshAll();
              open(audio.id);
            }}
          />
        )}
        <MasteringList selectedId={selectedId} onOpen={open} />
      </Stack>
      <QuantityDialog
        kind={buyingCredits ? 'mastering_credit' : null}
        onClose={() => setBuyingCredits(false)}
        onNext={(kind, quantity) => {
          setBuyingCredits(false);
          setCheckout({ kind: 'plan', purchase: { kind, quantity } });
        }}
      />
      <CheckoutDialog target={checkout} onClose={() => setCheckout(null)} onPaid={() => void refreshAll()} />
    </>
  );
}
