import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { getMyCard } from '@otodoke/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useApi } from '../../app/data/use-api.ts';
import { useSession } from '../../app/session/use-session.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { CheckoutProblemAlert } from './CheckoutProblemAlert.tsx';
import { CouponField } from './CouponField.tsx';
import { cardRegistrationPath, checkoutReturnPath, defaultMethodOf, isBalanceEnough } from './checkout-steps.ts';
import { PaymentMethodField } from './PaymentMethodField.tsx';
import { canPay, purchaseTypeOf } from './plan-labels.ts';
import type { CheckoutMethod, CheckoutTarget, PaymentOrderView, PaymentQuote } from './plan-types.ts';
import { QuoteSummary } from './QuoteSummary.tsx';
import { useCheckoutPayment } from './use-checkout-payment.ts';
import { useCheckoutQuote } from './use-checkout-quote.ts';
import { carriedCouponFor, forgetCarriedCoupon } from './use-reopen-checkout.ts';

interface CheckoutDialogProps {
  /** What to pay for; null keeps the dialog closed. Keep it in state: each new target is a new checkout. */
  target: CheckoutTarget | null;
  onClose: () => void;
  /** After a payment that completed at once (the dialog has closed, a snackbar said so, reads are refreshed). */
  onPaid?: (order: PaymentOrderView) => void;
}

/**
 * The checkout of a release payment or a plan purchase: the quote with a coupon, the payment method and "proceed to
 * payment". Full screen on phones.
 */
export function CheckoutDialog({ target, onClose, onPaid }: CheckoutDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  // The last target stays on screen while the dialog fades out; a new target is a new opening with fresh state.
  const [opening, setOpening] = useState<{ target: CheckoutTarget; serial: number } | null>(null);
  if (target && opening?.target !== target) setOpening({ target, serial: (opening?.serial ?? 0) + 1 });
  const shown = target ?? opening?.target ?? null;

  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      sx={isPhone ? { '& .MuiDialog-paper': { m: 0, width: '100%', maxHeight: 'none', borderRadius: 0 } } : undefined}
    >
      {shown && opening && (
        <CheckoutContent key={opening.serial} target={shown} titleId={titleId} onClose={onClose} onPaid={onPaid} />
      )}
    </Dialog>
  );
}

interface CheckoutContentProps {
  target: CheckoutTarget;
  titleId: string;
  onClose: () => void;
  onPaid: ((order: PaymentOrderView) => void) | undefined;
}

function CheckoutContent({ target, titleId, onClose, onPaid }: CheckoutContentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { session } = useSession();
  // A checkout reopened after the card page starts with the coupon typed into it before.
  const [couponCode, setCouponCode] = useState(() => carriedCouponFor(target));
  useEffect(() => forgetCarriedCoupon(), []);
  const [chosenMethod, setChosenMethod] = useState<CheckoutMethod | null>(null);
  const card = useApi(getMyCard, {});
  const quote = useCheckoutQuote(target, couponCode);
  const payment = useCheckoutPayment(target, (order) => {
    onClose();
    if (order?.statusGroup === 'paid') onPaid?.(order);
  });

  const method = chosenMethod ?? (card.data ? defaultMethodOf(card.data, quote.data?.total) : null);
  const mayPay = canPay(session?.individual ?? null);
  const isBusy = payment.isSubmitting || payment.isRedirecting;
  const usableCoupon = quote.data?.coupon && !quote.data.coupon.unusableReason ? quote.data.coupon.code : undefined;
  const isReady =
    mayPay &&
    quote.data !== undefined &&
    !quote.error &&
    !quote.isValidating &&
    method !== null &&
    !(method === 'card' && card.data?.card === null) &&
    !(method === 'balance' && !isBalanceEnough(card.data?.balance ?? 0, quote.data?.total));
  // The card page comes back to this page with the checkout named in the address, and the checkout opens again.
  const registerCardPath = cardRegistrationPath(
    checkoutReturnPath(location.pathname, location.search, target, usableCoupon ?? couponCode),
  );
  const needsCard = method === 'card' && card.data?.card === null;

  return (
    <form
      noValidate
      style={{ display: 'contents' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (isReady && method) void payment.submit(method, usableCoupon);
      }}
    >
      <DialogTitle id={titleId}>{t(`plans.checkout.titles.${titleKeyOf(target)}`)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Subject target={target} quote={quote.data} />
          <section aria-labelledby={`${titleId}-summary`}>
            <Typography id={`${titleId}-summary`} variant="h6" component="h3" sx={{ mb: 1 }}>
              {t('plans.checkout.summaryTitle')}
            </Typography>
            {quote.error ? (
              <LoadError
                message={quote.error.message || t('plans.checkout.quoteFailed')}
                onRetry={() => void quote.mutate()}
              />
            ) : quote.data ? (
              <QuoteSummary quote={quote.data} />
            ) : (
              <Skeleton variant="rounded" height={150} aria-label={t('common.loading')} />
            )}
          </section>
          {quote.data && (
            <CouponField
              coupon={quote.data.coupon}
              isQuoting={quote.isValidating}
              disabled={isBusy}
              onApply={setCouponCode}
            />
          )}
          {payment.problem && <CheckoutProblemAlert problem={payment.problem} registerCardPath={registerCardPath} />}
          {card.error ? (
            <LoadError message={card.error.message} onRetry={() => void card.mutate()} />
          ) : card.data ? (
            <PaymentMethodField
              card={card.data}
              value={method}
              onChange={setChosenMethod}
              disabled={isBusy}
              registerCardPath={registerCardPath}
              total={quote.data?.total}
            />
          ) : (
            <Skeleton variant="rounded" height={180} aria-label={t('common.loading')} />
          )}
          {card.data?.gatewayIsSimulator && (
            <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
              {t('plans.checkout.simulator')}
            </Alert>
          )}
          {!mayPay && <Alert severity="warning">{t('plans.noPermission')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={payment.isRedirecting}>
          {t('common.cancel')}
        </Button>
        {needsCard && mayPay ? (
          <Button component={RouterLink} to={registerCardPath} variant="contained" size="large" disabled={isBusy}>
            {t('plans.checkout.registerCardAndPay')}
          </Button>
        ) : (
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!isReady || isBusy}
            startIcon={isBusy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            {isBusy ? t('plans.checkout.paying') : t('plans.checkout.pay')}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}

type TitleKey = 'release' | 'immersive' | 'plan' | Extract<CheckoutTarget, { kind: 'plan' }>['purchase']['kind'];

function titleKeyOf(target: CheckoutTarget): TitleKey {
  return target.kind === 'plan' ? target.purchase.kind : target.kind;
}

/** What is being bought, in a sentence: the release's title, or the plan and the kind of purchase. */
function Subject({ target, quote }: { target: CheckoutTarget; quote: PaymentQuote | undefined }) {
  const { t } = useTranslation();
  if (target.kind === 'release') {
    return <Typography>{t('plans.checkout.releaseSubject', { title: target.title })}</Typography>;
  }
  if (target.kind === 'immersive') {
    return <Typography>{t('plans.checkout.immersiveSubject', { title: target.title })}</Typography>;
  }
  const type = purchaseTypeOf(quote?.purchaseType ?? null);
  if (target.purchase.kind !== 'plan' || !type) return null;
  return (
    <Typography sx={{ fontWeight: 700 }}>
      {t('plans.checkout.planSubject', {
        plan: t(`dashboard.plans.${target.purchase.plan}`),
        type: t(`plans.purchaseTypes.${type}`),
      })}
    </Typography>
  );
}
