import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatYen, WITHDRAWAL_FEE_YEN } from '@otodoke/domain';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { readSeller, readSupportEmail } from '../../app/bootstrap.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { LEGAL_PATHS, type LegalPage } from '../../app/routing/paths.ts';
import {
  LEGAL_DOCUMENT_KIND,
  LEGAL_EFFECTIVE_DATES,
  type LegalArticles,
  type LegalBlock,
  type LegalFacts,
  legalPageOfPath,
  RELATED_LEGAL_PAGES,
  sectionAnchor,
  splitLinks,
} from './legal-documents.ts';
// The terms articles alone (pure data), not the releases feature's index: that would bring the release editor into
// this page's chunk.
import { TERMS_ARTICLES, TERMS_TECHNICAL_LIMITS, TERMS_TEXT_PREFIX } from './terms-articles.ts';

/** The footer's short names of the legal pages, also used for the related-pages list. */
const PAGE_LABEL_KEYS = {
  terms: 'footer.terms',
  karaokeTerms: 'releases.terms.karaoke.title',
  musicVideoTerms: 'releases.terms.musicVideo.title',
  privacy: 'footer.privacy',
  scta: 'footer.scta',
  company: 'footer.company',
  artistSupport: 'footer.artistSupport',
} as const satisfies Record<LegalPage, string>;

/** A line length that stays readable on wide screens (about 40 Japanese characters, 75 Latin ones). */
const MEASURE = '42em';
/** Long texts get a table of contents (beside them from md up, above them on phones). */
const CONTENTS_FROM_SECTIONS = 4;
const CONTENTS_WIDTH = 240;
const CONTENTS_GAP = 48;

/**
 * /terms/service, /terms/karaoke, /terms/music-video, /privacy, /scta, /company and /artist-support: the path says
 * which document. Seller details come from the server's configuration, as on receipts.
 */
export function LegalDocumentPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { pathname } = useLocation();
  const page = legalPageOfPath(pathname);
  // The router only sends the legal paths here (any other /terms/<name> is the not-found page, 404 from the server).
  if (!page) return null;

  const seller = readSeller();
  const onRequest = t('legal.onRequest');
  const values = {
    sellerName: seller?.name ?? onRequest,
    sellerAddress: seller?.address ?? onRequest,
    invoiceNumber: seller?.invoiceRegistrationNumber ?? onRequest,
    contact: readSupportEmail() ?? t('legal.contactUnset'),
    withdrawalFee: formatYen(WITHDRAWAL_FEE_YEN, format.language),
  };
  const effective = t('legal.effective', { date: format.date(`${LEGAL_EFFECTIVE_DATES[page]}T12:00:00+09:00`) });
  const kind = LEGAL_DOCUMENT_KIND[page];

  let document: LegalArticles | LegalFacts;
  if (kind === 'releaseTerms') {
    const service = page === 'karaokeTerms' ? 'karaoke' : 'music_video';
    const prefix = TERMS_TEXT_PREFIX[service];
    document = {
      title: t(`releases.terms.${prefix}.title`),
      lead: t(`releases.terms.${prefix}.lead`),
      sections: TERMS_ARTICLES[service].map(([title, body]) => ({
        title: t(title),
        body: [t(body, TERMS_TECHNICAL_LIMITS)],
      })),
    };
  } else {
    const key = page as 'terms' | 'privacy' | 'scta' | 'company' | 'artistSupport';
    document = t(`legal.documents.${key}`, { returnObjects: true, ...values }) as unknown as LegalArticles | LegalFacts;
  }

  const hasContents = 'sections' in document && document.sections.length >= CONTENTS_FROM_SECTIONS;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Box
        sx={{
          mx: 'auto',
          maxWidth: hasContents
            ? { xs: MEASURE, md: `calc(${CONTENTS_WIDTH + CONTENTS_GAP}px + ${MEASURE})` }
            : MEASURE,
        }}
      >
        {'sections' in document ? (
          <ArticlesDocument document={document} effective={effective} hasContents={hasContents} />
        ) : (
          <>
            <DocumentHeader title={document.title} lead={document.lead} effective={effective} />
            <FactRows rows={document.rows} />
          </>
        )}
        <RelatedPages current={page} />
      </Box>
    </Container>
  );
}

function DocumentHeader({ title, lead, effective }: { title: string; lead: string; effective: string }) {
  return (
    <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 26, md: 36 }, lineHeight: 1.3, mb: 1.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {effective}
      </Typography>
      <Typography sx={{ lineHeight: 1.9 }}>{lead}</Typography>
    </Box>
  );
}

function ArticlesDocument({
  document,
  effective,
  hasContents,
}: {
  document: LegalArticles;
  effective: string;
  hasContents: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: hasContents ? `${CONTENTS_WIDTH}px minmax(0, 1fr)` : 'minmax(0, 1fr)',
        },
        gridTemplateAreas: {
          xs: hasContents ? '"head" "toc" "body"' : '"head" "body"',
          md: hasContents ? '"toc head" "toc body"' : '"head" "body"',
        },
        columnGap: `${CONTENTS_GAP}px`,
      }}
    >
      <Box sx={{ gridArea: 'head' }}>
        <DocumentHeader title={document.title} lead={document.lead} effective={effective} />
      </Box>
      {hasContents && (
        <Box
          component="nav"
          aria-label={t('legal.toc')}
          sx={{
            gridArea: 'toc',
            alignSelf: 'start',
            position: { md: 'sticky' },
            top: { md: 96 },
            maxHeight: { md: 'calc(100vh - 120px)' },
            overflowY: { md: 'auto' },
            mb: { xs: 4, md: 0 },
            // The scrolling list clips at its edge: a little room keeps the first letters' overhang (C, j) whole.
            p: { xs: 2, md: 0.5 },
            border: { xs: 1, md: 0 },
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('legal.toc')}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', rowGap: 0.75 }}>
            {document.sections.map((section, index) => (
              <li key={section.title}>
                <Link href={`#${sectionAnchor(index)}`} variant="body2" color="text.secondary" underline="hover">
                  {section.title}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Box sx={{ gridArea: 'body', minWidth: 0 }}>
        {document.sections.map((section, index) => (
          <Box
            key={section.title}
            component="section"
            id={sectionAnchor(index)}
            aria-labelledby={`${sectionAnchor(index)}-title`}
            sx={{ scrollMarginTop: 88, '& + &': { mt: { xs: 4, md: 5 } } }}
          >
            <Typography
              variant="h5"
              component="h2"
              id={`${sectionAnchor(index)}-title`}
              sx={{ fontSize: { xs: 18, md: 20 }, fontWeight: 700, mb: 1.5 }}
            >
              {section.title}
            </Typography>
            {section.body.map((block, blockIndex) => (
              // Blocks are fixed texts in a fixed order.
              // biome-ignore lint/suspicious/noArrayIndexKey: the order of a legal text never changes on the page
              <Block key={blockIndex} block={block} />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const PARAGRAPH_SX = { lineHeight: 1.9, overflowWrap: 'anywhere', '& + &': { mt: 1.5 } } as const;

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return <Typography sx={PARAGRAPH_SX}>{linked(block)}</Typography>;
  }
  return (
    <Box
      component="ol"
      sx={{ my: 1.5, pl: 3.5, display: 'grid', rowGap: 1, '& li::marker': { color: 'text.secondary' } }}
    >
      {block.map((item) => (
        <Typography key={item} component="li" sx={{ lineHeight: 1.9, pl: 0.5 }}>
          {linked(item)}
        </Typography>
      ))}
    </Box>
  );
}

function FactRows({ rows }: { rows: LegalFacts['rows'] }) {
  return (
    <Box component="dl" sx={{ m: 0, borderTop: 1, borderColor: 'divider' }}>
      {rows.map((row) => (
        <Box
          key={row.term}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '13em minmax(0, 1fr)' },
            columnGap: 3,
            rowGap: 0.5,
            py: 2,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {row.term}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            {row.value.map((line) => (
              <Typography key={line} sx={PARAGRAPH_SX}>
                {linked(line)}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function RelatedPages({ current }: { current: LegalPage }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('legal.related')}
      sx={{ mt: { xs: 6, md: 8 }, pt: 3, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('legal.related')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
      >
        {RELATED_LEGAL_PAGES.map((page) => (
          <li key={page}>
            <Link
              component={RouterLink}
              to={LEGAL_PATHS[page]}
              variant="body2"
              aria-current={page === current ? 'page' : undefined}
              sx={page === current ? { fontWeight: 700, color: 'text.primary', textDecoration: 'none' } : undefined}
            >
              {t(PAGE_LABEL_KEYS[page])}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function linked(text: string): ReactNode {
  return splitLinks(text).map((part, index) =>
    'to' in part ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
      <Link key={index} component={RouterLink} to={part.to} underline="always">
        {part.text}
      </Link>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
