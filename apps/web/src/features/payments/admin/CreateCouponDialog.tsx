import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createAdminCoupon } from '@otodoke/contract';
import { COUPON_CATEGORIES, COUPON_PRODUCTS } from '@otodoke/domain';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../app/api-client.ts';
import { useApiErrorHandler } from '../../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../../app/global-layer/global-layer-hooks.ts';
import { FormDialogActions } from '../../../ui/FormDialogActions.tsx';
import { muiField } from '../../../ui/mui-field.ts';
import { japanIsoDate } from '../japan-time.ts';
import { type CouponFormValues, couponBodyFrom, emptyCouponForm, formFieldOf } from './admin-coupon-form.ts';

interface CreateCouponDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Every field of a new coupon (POST /admin/api/v2/coupons); the API checks them and its messages show per field. */
export function CreateCouponDialog({ open, onClose, onCreated }: CreateCouponDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const form = useForm<CouponFormValues>({ defaultValues: emptyCouponForm(japanIsoDate(new Date())) });
  const { reset, control, watch } = form;
  const category = watch('category');
  const discountKind = watch('discountKind');

  useEffect(() => {
    if (open) reset(emptyCouponForm(japanIsoDate(new Date())));
  }, [open, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const coupon = await callApi(createAdminCoupon, { body: couponBodyFrom(values) });
      showSnackbar(t('payments.adminCoupons.created', { code: coupon.code }), 'success');
      onCreated();
      onClose();
    } catch (thrown) {
      handleError(thrown, {
        setFieldError: (field, message) => {
          const target = formFieldOf(field);
          if (target) form.setError(target, { type: 'server', message }, { shouldFocus: true });
        },
      });
    }
  });

  const dateSlot = { inputLabel: { shrink: true } } as const;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{t('payments.adminCoupons.form.title')}</DialogTitle>
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <TextField
              {...muiField(form, 'code')}
              label={t('payments.adminCoupons.form.code')}
              helperText={form.formState.errors.code?.message ?? t('payments.adminCoupons.form.codeHelp')}
              required
              autoFocus
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 40, spellCheck: false } }}
            />
            <TextField
              {...muiField(form, 'description')}
              label={t('payments.adminCoupons.form.description')}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <Stack sx={grid}>
              <Controller
                control={control}
                name="category"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label={t('payments.adminCoupons.form.category')}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  >
                    {COUPON_CATEGORIES.map((each) => (
                      <MenuItem key={each} value={each}>
                        {t(`payments.coupons.categories.${each}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={control}
                name="product"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label={t('payments.adminCoupons.form.product')}
                    value={category === 'distribution' ? field.value : ''}
                    onChange={(event) => field.onChange(event.target.value)}
                    disabled={category !== 'distribution'}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? t('payments.adminCoupons.form.productHelp')}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  >
                    <MenuItem value="">{t('payments.adminCoupons.form.productAny')}</MenuItem>
                    {COUPON_PRODUCTS.map((each) => (
                      <MenuItem key={each} value={each}>
                        {t(`payments.coupons.couponProducts.${each}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            <Stack sx={{ ...grid, alignItems: 'start' }}>
              <Controller
                control={control}
                name="discountKind"
                render={({ field }) => (
                  <FormControl>
                    <FormLabel id={`${titleId}-kind`} sx={{ fontSize: 13 }}>
                      {t('payments.adminCoupons.form.discountKind')}
                    </FormLabel>
                    <RadioGroup
                      row
                      aria-labelledby={`${titleId}-kind`}
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value)}
                    >
                      <FormControlLabel
                        value="amount"
                        control={<Radio />}
                        label={t('payments.adminCoupons.form.amount')}
                      />
                      <FormControlLabel
                        value="percent"
                        control={<Radio />}
                        label={t('payments.adminCoupons.form.percent')}
                      />
                    </RadioGroup>
                  </FormControl>
                )}
              />
              <TextField
                {...muiField(form, 'discountValue')}
                label={
                  discountKind === 'amount'
                    ? t('payments.adminCoupons.form.amountValue')
                    : t('payments.adminCoupons.form.percentValue')
                }
                type="number"
                required
                slotProps={{ htmlInput: { min: 1, max: discountKind === 'amount' ? 10_000_000 : 100, step: 1 } }}
              />
            </Stack>
            <Stack sx={grid}>
              <TextField
                {...muiField(form, 'validFrom')}
                label={t('payments.adminCoupons.form.validFrom')}
                type="date"
                required
                slotProps={dateSlot}
              />
              <TextField
                {...muiField(form, 'validUntil')}
                label={t('payments.adminCoupons.form.validUntil')}
                type="date"
                helperText={form.formState.errors.validUntil?.message ?? t('payments.adminCoupons.form.validUntilHelp')}
                slotProps={dateSlot}
              />
            </Stack>
            <Stack sx={grid}>
              <TextField
                {...muiField(form, 'maxUses')}
                label={t('payments.adminCoupons.form.maxUses')}
                type="number"
                helperText={form.formState.errors.maxUses?.message ?? t('payments.adminCoupons.form.maxUsesHelp')}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
              />
              <TextField
                {...muiField(form, 'maxUsesPerAccount')}
                label={t('payments.adminCoupons.form.maxUsesPerAccount')}
                type="number"
                required
                slotProps={{ htmlInput: { min: 1, max: 100, step: 1 } }}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('payments.adminCoupons.form.submit')}
          isSubmitting={form.formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}
