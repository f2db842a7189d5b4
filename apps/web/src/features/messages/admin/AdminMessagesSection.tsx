import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  listGeneralMessages,
  MESSAGE_LINK_PATH_MAX_LENGTH,
  MESSAGE_TITLE_MAX_LENGTH,
  postGeneralMessage,
} from '@otodoke/contract';
import { formatValidationMessage, TEXT_MAX_LENGTH } from '@otodoke/domain';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../app/api-client.ts';
import { callApi } from '../../../app/api-client.ts';
import { useApi } from '../../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { useLanguage } from '../../../app/i18n/use-language.ts';
import { type DataColumn, DataTable } from '../../../ui/DataTable.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { pageCount } from '../../../ui/ListSection.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { muiField } from '../../../ui/mui-field.ts';
import { PageNumbers } from '../../../ui/PageNumbers.tsx';
import { SettingsSection } from '../../../ui/SettingsSection.tsx';
import { MessageStaticImage } from '../MessageStaticImage.tsx';
import {
  blankMessageFields,
  emptyMessageForm,
  IMAGE_TYPE_CHOICES,
  type MessageFormValues,
  messageBodyFrom,
  messageFieldOf,
  readShare,
} from './admin-message-form.ts';

type SentMessage = ApiResult<typeof listGeneralMessages>['items'][number];
const PAGE_SIZE = 10;
/** Japanese on the left, English on the right from md up; one language after the other (and in tab order) on phones. */
const byLanguage = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  gridTemplateRows: { md: 'auto auto' },
  gridAutoFlow: { md: 'column' },
} as const;

/** A path that wraps after "/", "?", "&" or "=" rather than in the middle of a word. */
function breakablePath(path: string): ReactNode[] {
  let offset = 0;
  return path.split(/(?<=[/?&=])/).flatMap((part) => {
    const start = offset;
    offset += part.length;
    // Keyed by where the part starts in the path: stable for the same path.
    return start === 0 ? [part] : [<wbr key={start} />, part];
  });
}

/** Announcements to every account (POST /admin/api/v2/messages) in Japanese and English, and the ones sent so far. */
export function AdminMessagesSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [page, setPage] = useState(1);
  const sent = useApi(listGeneralMessages, { query: { page, limit: PAGE_SIZE } }, { keepPreviousData: true });
  const form = useForm<MessageFormValues>({ defaultValues: emptyMessageForm() });
  const language = useLanguage();
  const imageType = form.watch('staticImageType');
  const required = formatValidationMessage('required', language);

  const submit = form.handleSubmit(async (values) => {
    const blank = blankMessageFields(values);
    if (blank.length > 0) {
      for (const field of blank) form.setError(field, { type: 'required', message: required });
      form.setFocus(blank[0]!);
      return;
    }
    const body = messageBodyFrom(values);
    try {
      const done = await confirm({
        title: t('messages.admin.confirmTitle'),
        content: t('messages.admin.confirm', { title: language === 'en' ? body.titleEn : body.titleJa }),
        okLabel: t('messages.admin.confirmOk'),
        onConfirm: () => callApi(postGeneralMessage, { body }),
      });
      if (!done) return;
      showSnackbar(t('messages.admin.posted'), 'success');
      form.reset(emptyMessageForm());
      setPage(1);
      await sent.mutate();
    } catch (thrown) {
      handleError(thrown, {
        setFieldError: (field, message) => {
          const target = messageFieldOf(field);
          if (target) form.setError(target, { type: 'server', message }, { shouldFocus: true });
        },
      });
    }
  });

  const secondary = { color: 'text.secondary', fontSize: 13 } as const;
  const columns: Array<DataColumn<SentMessage>> = [
    {
      key: 'date',
      header: t('messages.admin.columns.date'),
      nowrap: true,
      render: (message) => (
        <Box>
          <Box>{format.dateTime(message.createdAt)}</Box>
          {message.createdByName && (
            <Box sx={secondary}>{t('messages.admin.sentBy', { name: message.createdByName })}</Box>
          )}
        </Box>
      ),
    },
    {
      key: 'title',
      header: t('messages.admin.columns.title'),
      isPrimary: true,
      minWidth: 220,
      render: (message) => (
        <Box sx={{ overflowWrap: 'anywhere', display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          {message.staticImageType && (
            <Box sx={{ width: 64, flexShrink: 0, mt: 0.25 }}>
              <MessageStaticImage type={message.staticImageType} width={64} />
            </Box>
          )}
          <Box sx={{ minWidth: 0 }}>
            <Box lang="ja" sx={{ fontWeight: 700 }}>
              {message.titleJa}
            </Box>
            <Box lang="en" sx={{ ...secondary, fontWeight: 400 }}>
              {message.titleEn}
            </Box>
          </Box>
        </Box>
      ),
    },
    {
      key: 'link',
      header: t('messages.admin.columns.link'),
      render: (message) =>
        message.linkPath ? (
          <Box
            component="code"
            sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13, overflowWrap: 'break-word' }}
          >
            {breakablePath(message.linkPath)}
          </Box>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('messages.admin.noLink')}
          </Box>
        ),
    },
    {
      key: 'reads',
      header: t('messages.admin.columns.reads'),
      align: 'right',
      nowrap: true,
      render: (message) => (
        <Box>
          <Box>
            {t('messages.admin.readsOfTotal', {
              read: format.number(message.readCount),
              total: format.number(message.accountCount),
            })}
          </Box>
          <Box sx={secondary}>
            {t('messages.admin.readsPercent', { percent: readShare(message.readCount, message.accountCount) })}
          </Box>
        </Box>
      ),
    },
  ];

  let list: ReactNode;
  if (sent.error) list = <LoadError message={sent.error.message} onRetry={() => void sent.mutate()} />;
  else if (!sent.data) list = <Skeleton variant="rounded" height={120} aria-label={t('common.loading')} />;
  else if (sent.data.items.length === 0) list = <EmptyState title={t('messages.admin.empty')} />;
  else {
    const pages = pageCount(sent.data.total, PAGE_SIZE);
    list = (
      <>
        <DataTable
          label={t('messages.admin.tableLabel')}
          columns={columns}
          rows={sent.data.items}
          rowKey={(message) => message.id}
        />
        <PageNumbers
          page={sent.data.page}
          count={pages}
          onChange={(next) => setPage(next)}
          label={t('messages.admin.pagination')}
        />
      </>
    );
  }

  const maxLength = (n: number) => ({ htmlInput: { maxLength: n } });
  return (
    <SettingsSection title={t('messages.admin.title')} description={t('messages.admin.lead')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        <Box sx={byLanguage}>
          <TextField
            {...muiField(form, 'titleJa')}
            label={t('messages.admin.form.titleJa')}
            required
            slotProps={maxLength(MESSAGE_TITLE_MAX_LENGTH)}
          />
          <TextField
            {...muiField(form, 'bodyJa')}
            label={t('messages.admin.form.bodyJa')}
            required
            multiline
            minRows={4}
            slotProps={maxLength(TEXT_MAX_LENGTH)}
          />
          <TextField
            {...muiField(form, 'titleEn')}
            label={t('messages.admin.form.titleEn')}
            required
            slotProps={maxLength(MESSAGE_TITLE_MAX_LENGTH)}
          />
          <TextField
            {...muiField(form, 'bodyEn')}
            label={t('messages.admin.form.bodyEn')}
            required
            multiline
            minRows={4}
            slotProps={maxLength(TEXT_MAX_LENGTH)}
          />
        </Box>
        <TextField
          {...muiField(form, 'linkPath')}
          label={t('messages.admin.form.linkPath')}
          helperText={form.formState.errors.linkPath?.message ?? t('messages.admin.form.linkPathHelp')}
          placeholder="/dashboard/releases"
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: MESSAGE_LINK_PATH_MAX_LENGTH, spellCheck: false } }}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, 280px) 1fr' },
            alignItems: 'start',
          }}
        >
          <TextField
            {...muiField(form, 'staticImageType')}
            select
            label={t('messages.admin.form.imageType')}
            helperText={form.formState.errors.staticImageType?.message ?? t('messages.admin.form.imageTypeHelp')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {IMAGE_TYPE_CHOICES.map((choice) => (
              <option key={choice || 'none'} value={choice}>
                {choice ? t(`messages.imageTypes.${choice}`) : t('messages.admin.form.imageTypeNone')}
              </option>
            ))}
          </TextField>
          {imageType && (
            <Box aria-live="polite" sx={{ maxWidth: 240 }}>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
                {t('messages.admin.form.imagePreview')}
              </Typography>
              <MessageStaticImage type={imageType} width={240} />
            </Box>
          )}
        </Box>
        <Box>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendOutlinedIcon />}
            disabled={form.formState.isSubmitting}
          >
            {t('messages.admin.form.submit')}
          </Button>
        </Box>
      </Stack>
      <Divider sx={{ my: 3 }} />
      <Typography variant="h5" component="h3" sx={{ mb: 1.5 }}>
        {t('messages.admin.recentTitle')}
      </Typography>
      {list}
    </SettingsSection>
  );
}
