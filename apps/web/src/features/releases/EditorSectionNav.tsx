// The release editor's row of numbered section chips, each with its count of blocking problems; a chip scrolls there.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { goToSection } from './editor-scroll.ts';
import type { ReleaseSectionId } from './issue-paths.ts';

interface EditorSectionNavProps {
  sections: readonly ReleaseSectionId[];
  countOf: (section: ReleaseSectionId) => number;
}

export function EditorSectionNav({ sections, countOf }: EditorSectionNavProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('releases.editor.sectionsLabel')}
      sx={{ mb: 2.5, mx: { xs: -2, sm: 0 }, px: { xs: 2, sm: 0 }, overflowX: 'auto' }}
    >
      <Stack
        component="ol"
        direction="row"
        sx={{ listStyle: 'none', m: 0, p: 0, gap: 1, flexWrap: { xs: 'nowrap', md: 'wrap' } }}
      >
        {sections.map((section, index) => {
          const count = countOf(section);
          return (
            <li key={section}>
              <Chip
                clickable
                onClick={() => goToSection(section)}
                variant="outlined"
                color={count > 0 ? 'error' : 'default'}
                label={`${t('releases.sectionNumber', { n: index + 1, name: t(`releases.sections.${section}`) })}${count > 0 ? ` · ${count}` : ''}`}
                sx={{ whiteSpace: 'nowrap' }}
              />
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
