// One player for the original and the three previews: switching keeps the moment of the song (a preview is 30 s of
// it, so the position maps through the preview's start), and carries on playing if it was. Keys 1-4 switch.
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clock,
  type MasteringAudioView,
  masteringFileUrl,
  mediaTimeOf,
  PLAYER_SOURCES,
  type PlayerSource,
  songTimeOf,
  windowOf,
} from './mastering-logic.ts';
import { Waveform } from './Waveform.tsx';

interface MasteringPlayerProps {
  audio: MasteringAudioView;
  acid: number | null;
  source: PlayerSource;
  onSourceChange: (source: PlayerSource) => void;
}

/** Whether a source can be played now: the original always, an effect once its preview is rendered. */
export function isPlayable(audio: MasteringAudioView, source: PlayerSource): boolean {
  return source === 'original' || (audio.previewStatus === 'success' && audio.previews[source] !== undefined);
}

export function MasteringPlayer({ audio, acid, source, onSourceChange }: MasteringPlayerProps) {
  const { t } = useTranslation();
  const element = useRef<HTMLAudioElement>(null);
  const [position, setPosition] = useState(0);
  const [isPlaying, setPlaying] = useState(false);
  /** The song's moment to restore once the new source's metadata is known, and whether to play on. */
  const pending = useRef<{ mediaTime: number; play: boolean } | null>(null);
  const positionRef = useRef(0);
  const duration = audio.durationSeconds ?? audio.analysis?.durationSeconds ?? 0;
  const start = audio.previewStartSeconds;

  const moveTo = (songTime: number) => {
    positionRef.current = songTime;
    setPosition(songTime);
  };

  const switchTo = (next: PlayerSource) => {
    if (next === source || !isPlayable(audio, next)) return;
    const media = element.current;
    pending.current = {
      mediaTime: mediaTimeOf(next, positionRef.current, start, duration),
      play: media ? !media.paused : false,
    };
    moveTo(songTimeOf(next, pending.current.mediaTime, start));
    onSourceChange(next);
  };

  const restore = () => {
    const media = element.current;
    const wanted = pending.current;
    if (!media || !wanted) return;
    pending.current = null;
    media.currentTime = wanted.mediaTime;
    if (wanted.play) void media.play()?.catch(() => setPlaying(false));
  };

  const seek = (songTime: number) => {
    const media = element.current;
    const mediaTime = mediaTimeOf(source, songTime, start, duration);
    if (media) media.currentTime = mediaTime;
    moveTo(songTimeOf(source, mediaTime, start));
  };

  const toggle = () => {
    const media = element.current;
    if (!media) return;
    if (media.paused) void media.play()?.catch(() => setPlaying(false));
    else media.pause();
  };

  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const index = ['1', '2', '3', '4'].indexOf(event.key);
    if (index < 0) return;
    event.preventDefault();
    switchTo(PLAYER_SOURCES[index]!);
  };

  const window = source === 'original' ? windowOf('dry', start, duration) : windowOf(source, start, duration);
  return (
    <Stack spacing={1.5} onKeyDown={keys} data-testid="mastering-player">
      <ToggleButtonGroup
        value={source}
        exclusive
        size="small"
        aria-label={t('mastering.player.sources')}
        onChange={(_event, next: PlayerSource | null) => next && switchTo(next)}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {PLAYER_SOURCES.map((name, index) => (
          <ToggleButton
            key={name}
            value={name}
            disabled={!isPlayable(audio, name)}
            sx={{ px: { xs: 0.5, sm: 2 }, flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}
          >
            <Typography
              component="span"
              variant="caption"
              sx={{ mr: 0.75, opacity: 0.6, display: { xs: 'none', sm: 'inline' } }}
              aria-hidden="true"
            >
              {index + 1}
            </Typography>
            {t(`mastering.effects.${name}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <IconButton
          onClick={toggle}
          aria-label={isPlaying ? t('mastering.player.pause') : t('mastering.player.play')}
          color="primary"
          sx={{ border: 1, borderColor: 'divider' }}
        >
          {isPlaying ? <PauseRoundedIcon /> : <PlayArrowRoundedIcon />}
        </IconButton>
        <Typography sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 96 }} aria-live="off">
          {clock(position)} / {clock(duration)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}>
          {t('mastering.player.previewWindow', { from: clock(window.from), to: clock(window.to) })}
        </Typography>
      </Stack>
      <Waveform
        peaks={audio.analysis?.waveform ?? []}
        duration={duration}
        position={position}
        window={window}
        label={t('mastering.player.waveform')}
        onSeek={seek}
      />
      {/* biome-ignore lint/a11y/useMediaCaption: music previews have no words to caption */}
      <audio
        ref={element}
        src={masteringFileUrl(audio.id, source, acid)}
        preload="metadata"
        onLoadedMetadata={restore}
        onTimeUpdate={(event) => {
          if (pending.current) return;
          moveTo(songTimeOf(source, event.currentTarget.currentTime, start));
        }}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        data-testid="mastering-audio"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('mastering.player.keys')} {t('mastering.player.levelMatched')}
      </Typography>
    </Stack>
  );
}
