// English texts of the yearly music statistics page; same keys as catalog.ja.ts.
import type { musicStatsJa } from './catalog.ja.ts';

export const musicStatsEn: typeof musicStatsJa = {
  eyebrow: 'MUSIC STATISTICS',
  heading: 'Music statistics',
  title: 'Music statistics {{year}}',
  lead: 'Where the music released through Otodoke was heard in {{year}}: streams by store, country and genre.',
  years: 'Choose a year',
  yearInProgress: '{{year}} (in progress)',
  inProgressNote:
    '{{year}} is still being counted: these are the figures of the sales reports received up to {{date}}.',
  inProgressNoDate: '{{year}} is still being counted.',
  figures: {
    title: '{{year}} in numbers',
    streams: 'Streams',
    stores: 'Stores',
    countries: 'Countries and regions',
    releases: 'Releases streamed',
    busiest: 'Busiest month: {{month}}',
  },
  months: {
    title: 'Streams by month',
    caption: 'Streams in each month of {{year}}.',
  },
  stores: { title: 'By store', caption: 'The stores with the most streams.' },
  countries: { title: 'By country or region', caption: 'The countries and regions with the most streams.' },
  genres: { title: 'By genre', caption: "Streams by each release's primary genre." },
  table: {
    rank: 'Rank',
    name: 'Name',
    month: 'Month',
    streams: 'Streams',
    share: 'Share',
  },
  chart: { loading: 'Loading…', noData: 'No data' },
  top: {
    title: 'Top releases',
    lead: 'The most streamed releases of artists who agreed to appear in the yearly statistics.',
    streams: '{{streams}} streams',
    rank: 'No. {{rank}}',
    noArtwork: 'No cover',
    emptyTitle: 'No release to show yet',
    emptyBody:
      'Only releases of artists with “May appear in the yearly statistics” turned on in their artist settings are listed here.',
  },
  empty: {
    title: 'No figures for {{year}} yet',
    body: 'Once sales reports arrive, streams by store, country and genre will appear here.',
  },
  notFound: {
    title: 'No statistics for this year',
    body: 'The statistics exist from {{first}}, for the years that are over and the one in progress.',
    latest: 'See the latest statistics',
  },
  about: {
    title: 'About these statistics',
    streams:
      'Streams are the plays reported as streaming (karaoke video plays included) in the sales reports the stores send. Downloads are not included.',
    privacy:
      'No revenue is shown. The figures by store, country and genre are totals over all of Otodoke and show no single account. Only releases of artists who agreed are named among the top releases.',
    consent: 'Artists can turn their appearance on or off at any time on their artist page in the dashboard.',
  },
};
