import Box from '@mui/material/Box';

/**
 * A record as another system wrote it (a store's message, the importer's reason: English, technical), folded away
 * under `summary` below the explanation in the page's language.
 */
export function FoldedRecord({ summary, record }: { summary: string; record: string }) {
  return (
    <Box component="details" sx={{ mt: 0.5, color: 'text.secondary' }}>
      <Box component="summary" sx={{ cursor: 'pointer', fontSize: 12 }}>
        {summary}
      </Box>
      <Box
        component="p"
        lang="en"
        sx={{ m: 0, mt: 0.5, fontSize: 12, whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}
      >
        {record}
      </Box>
    </Box>
  );
}
