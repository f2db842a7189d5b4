// The before/after figures: the mix's loudness, true peak, loudness range and crest factor next to the chosen
// effect's (or the master's), and each band's energy as two small bars.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { bandPercent, figure, type MasteringAnalysisView } from './mastering-logic.ts';

interface BeforeAfterFiguresProps {
  before: MasteringAnalysisView | null;
  after: MasteringAnalysisView | null;
  /** The name of what `after` measures (an effect, or the master). */
  afterLabel: string;
}

const ROWS = [
  ['integrated', 'integratedLufs', 'LUFS'],
  ['truePeak', 'truePeakDbtp', 'dBTP'],
  ['range', 'loudnessRangeLu', 'LU'],
  ['crest', 'crestFactorDb', 'dB'],
] as const;

function Bar({ value, tone }: { value: number; tone: 'before' | 'after' }) {
  return (
    <Box sx={{ height: 6, borderRadius: 3, bgcolor: (theme) => alpha(theme.palette.text.primary, 0.08) }}>
      <Box
        sx={{
          height: 6,
          borderRadius: 3,
          width: `${bandPercent(value)}%`,
          bgcolor: (theme) => (tone === 'before' ? alpha(theme.palette.text.primary, 0.4) : theme.palette.primary.main),
        }}
      />
    </Box>
  );
}

export function BeforeAfterFigures({ before, after, afterLabel }: BeforeAfterFiguresProps) {
  const { t } = useTranslation();
  if (!before) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('mastering.figures.noFigures')}
      </Typography>
    );
  }
  const bands = before.bands.map((band, index) => ({ band, afterDb: after?.bands[index]?.energyDb ?? null }));
  return (
    <Stack spacing={2}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={t('mastering.figures.title')}
          sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('mastering.figures.metric')}</TableCell>
              <TableCell align="right">{t('mastering.figures.before')}</TableCell>
              <TableCell align="right">{t('mastering.figures.after', { effect: afterLabel })}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ROWS.map(([key, field, unit]) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row" sx={{ minWidth: 104 }}>
                  {t(`mastering.figures.${key}`)}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {figure(before[field])} {unit}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 700 }}
                >
                  {after ? `${figure(after[field])} ${unit}` : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {bands.length > 0 && (
        <div>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
            {t('mastering.figures.bands')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            {bands.map(({ band, afterDb }) => (
              <Box component="li" key={band.fromHz} sx={{ display: 'grid', gridTemplateColumns: '96px 1fr', gap: 1 }}>
                <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {t('mastering.figures.band', { from: Math.round(band.fromHz), to: Math.round(band.toHz) })}
                </Typography>
                <Stack
                  spacing={0.5}
                  sx={{ justifyContent: 'center' }}
                  aria-label={`${figure(band.energyDb)} dB → ${afterDb === null ? '—' : `${figure(afterDb)} dB`}`}
                  role="img"
                >
                  <Bar value={band.energyDb} tone="before" />
                  {afterDb !== null && <Bar value={afterDb} tone="after" />}
                </Stack>
              </Box>
            ))}
          </Box>
        </div>
      )}
    </Stack>
  );
}
