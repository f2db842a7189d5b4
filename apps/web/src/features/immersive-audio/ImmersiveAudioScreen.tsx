// The immersive audio page: the introduction without the feature, else adding, following and listing editions.
import AddIcon from '@mui/icons-material/Add';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SurroundSoundOutlinedIcon from '@mui/icons-material/SurroundSoundOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getImmersiveSong, listImmersiveSongs } from '@otodoke/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { API_ERROR_CODES } from '../../app/api-error.ts';
import { apiKey, useApi } from '../../app/data/use-api.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useSession } from '../../app/session/use-session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { useSelectedIdParam } from '../../ui/use-selected-id-param.ts';
import { AddImmersiveDialog } from './AddImmersiveDialog.tsx';
import { ImmersiveEditionPanel } from './ImmersiveEditionPanel.tsx';
import { ImmersiveIntro } from './ImmersiveIntro.tsx';
import { ImmersiveSongList, listQuery } from './ImmersiveSongList.tsx';
import { canEditImmersive, type ImmersiveSong } from './immersive-rules.ts';

/**
 * /dashboard/immersive_audio. Without the account feature isImmersiveAudioAvailable: what immersive audio is and how
 * to ask for it. With it: add an edition to a song, follow one edition (its file, check, payment and delivery; `?id=`
 * in the address) and the list of the account's editions.
 */
export function ImmersiveAudioScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { mutate } = useSWRConfig();
  const { showSnackbar } = useSnackbar();
  const [isAdding, setAdding] = useState(false);
  const panelAnchor = useRef<HTMLDivElement>(null);
  const hasAccount = Boolean(session?.user);
  const isAvailable = session?.user?.features.isImmersiveAudioAvailable === true;
  const canEdit = canEditImmersive(session?.individual);
  const { selectedId, open } = useSelectedIdParam();
  // The list's first page tells whether this member may see editions at all (the same request as the list's).
  const probe = useApi(listImmersiveSongs, hasAccount && isAvailable ? { query: listQuery(1, '') } : null);

  const refreshList = useCallback(() => {
    void mutate((key) => Array.isArray(key) && key[0] === listImmersiveSongs.path);
  }, [mutate]);

  // The opened edition comes into view (the panel renders into the anchor once the address names it).
  useEffect(() => {
    if (selectedId !== null) panelAnchor.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [selectedId]);

  const created = (song: ImmersiveSong) => {
    setAdding(false);
    void mutate(apiKey(getImmersiveSong, { params: { id: song.id } }), song, { revalidate: false });
    refreshList();
    showSnackbar(t('immersiveAudio.add.created'), 'success');
    open(song.id);
  };

  const heading = <PageHeading title={t('immersiveAudio.title')} lead={t('immersiveAudio.lead')} />;
  if (!hasAccount) {
    return (
      <>
        {heading}
        <EmptyState icon={<SurroundSoundOutlinedIcon />} title={t('immersiveAudio.noAccount')} />
      </>
    );
  }
  if (!isAvailable) {
    return (
      <>
        {heading}
        <ImmersiveIntro />
      </>
    );
  }
  if (probe.error?.code === API_ERROR_CODES.forbidden) {
    return (
      <>
        {heading}
        <EmptyState
          icon={<LockOutlinedIcon />}
          title={t('immersiveAudio.forbiddenTitle')}
          body={t('immersiveAudio.forbiddenBody')}
        />
      </>
    );
  }

  const addButton = canEdit ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
      {t('immersiveAudio.add.open')}
    </Button>
  ) : undefined;

  return (
    <>
      {heading}
      <Stack spacing={3}>
        {!canEdit && <Alert severity="info">{t('immersiveAudio.readonlyNotice')}</Alert>}
        {addButton && probe.data && probe.data.total > 0 && <Box>{addButton}</Box>}
        <Box ref={panelAnchor} sx={{ scrollMarginTop: 80, '&:empty': { display: 'none' } }}>
          {selectedId !== null && (
            <ImmersiveEditionPanel
              key={selectedId}
              id={selectedId}
              canEdit={canEdit}
              onChanged={refreshList}
              onClose={() => open(null)}
            />
          )}
        </Box>
        <ImmersiveSongList selectedId={selectedId} onOpen={open} emptyAction={addButton} />
      </Stack>
      <AddImmersiveDialog open={isAdding} onClose={() => setAdding(false)} onCreated={created} />
    </>
  );
}
