import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionHeadingId } from './editor-layout.ts';
import { type ReleaseSectionId, sectionDomId } from './issue-paths.ts';

interface EditorSectionProps {
  id: ReleaseSectionId;
  number: number;
  title: string;
  description?: ReactNode;
  /** Blocking problems in the section, shown by the heading. */
  problemCount?: number;
  children: ReactNode;
}

/** One numbered part of the release editor; the section navigation scrolls to it. */
export function EditorSection({ id, number, title, description, problemCount = 0, children }: EditorSectionProps) {
  const { t } = useTranslation();
  const domId = sectionDomId(id);
  const headingId = sectionHeadingId(id);
  return (
    <Card component="section" id={domId} aria-labelledby={headingId} sx={{ scrollMarginTop: 88 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Box sx={{ mb: 2.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography id={headingId} variant="h4" component="h2" tabIndex={-1} sx={{ outline: 'none' }}>
              {t('releases.sectionNumber', { n: number, name: title })}
            </Typography>
            {problemCount > 0 && (
              <Chip
                size="small"
                color="error"
                variant="outlined"
                label={t('releases.problemCount', { count: problemCount })}
              />
            )}
          </Stack>
          {description && (
            <Typography variant="body2" component="div" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {description}
            </Typography>
          )}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
