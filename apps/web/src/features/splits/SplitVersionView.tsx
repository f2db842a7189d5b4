import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/i18n/use-language.ts';
import type { SplitVersion } from './split-form.ts';
import { formatRate, splitStatusColour, splitStatusText } from './split-words.ts';

/** Colours of the parts of a split, the owner first (the rest repeat). */
const PART_COLOURS = ['primary.main', 'secondary.main', 'success.main', 'warning.main', 'info.main'];
const colourOf = (index: number) => PART_COLOURS[index % PART_COLOURS.length];

/** The shares as one bar (decoration: the list under it says the same in words). */
export function SplitBar({ parts }: { parts: ReadonlyArray<{ key: string | number; basisPoints: number }> }) {
  return (
    <Box
      aria-hidden="true"
      sx={{ display: 'flex', height: 8, borderRadius: 99, overflow: 'hidden', bgcolor: 'action.hover', gap: '2px' }}
    >
      {parts
        .filter((part) => part.basisPoints > 0)
        .map((part, index) => (
          <Box key={part.key} sx={{ flexGrow: part.basisPoints, flexBasis: 0, bgcolor: colourOf(index) }} />
        ))}
    </Box>
  );
}

interface SplitVersionViewProps {
  heading: string;
  version: SplitVersion;
  /** The account's own name, for the owner's line. */
  ownerName: string;
}

/** One version of a release's split: the owner's share, then each collaborator's with their answer. */
export function SplitVersionView({ heading, version, ownerName }: SplitVersionViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const parts = [
    { key: 'owner', basisPoints: version.ownerShareBp },
    ...version.shares.map((share) => ({ key: share.id, basisPoints: share.shareBp })),
  ];
  return (
    <Box>
      <Typography variant="body2" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {heading}
      </Typography>
      <SplitBar parts={parts} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        <ShareLine
          colourIndex={0}
          name={ownerName ? t('splits.releases.ownerLabel', { name: ownerName }) : t('splits.releases.owner')}
          rate={formatRate(version.ownerShareBp)}
        />
        {version.shares.map((share, index) => (
          <ShareLine
            key={share.id}
            colourIndex={index + 1}
            name={share.collaboratorName ?? share.email}
            detail={share.collaboratorName ? share.email : undefined}
            rate={formatRate(share.shareBp)}
            chip={
              <Chip
                size="small"
                variant="outlined"
                color={splitStatusColour(share.status)}
                label={splitStatusText(share.status, language)}
              />
            }
          />
        ))}
      </Box>
    </Box>
  );
}

interface ShareLineProps {
  colourIndex: number;
  name: string;
  detail?: string | undefined;
  rate: string;
  chip?: ReactNode;
}

function ShareLine({ colourIndex, name, detail, rate, chip }: ShareLineProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        columnGap: 1.25,
        rowGap: 0.5,
        alignItems: 'center',
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box aria-hidden="true" sx={{ width: 10, height: 10, borderRadius: 99, bgcolor: colourOf(colourIndex) }} />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ fontSize: 14, overflowWrap: 'anywhere' }}>{name}</Box>
        {detail && <Box sx={{ fontSize: 12, color: 'text.secondary', overflowWrap: 'anywhere' }}>{detail}</Box>}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifySelf: 'end' }}>
        {chip}
        <Box sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', minWidth: 52, textAlign: 'right' }}>{rate}</Box>
      </Box>
    </Box>
  );
}
