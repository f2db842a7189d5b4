// The project's artist role ids (KNOWN_ARTIST_ROLES) as DDEX ContributorRole values and instruments.
import type { KnownArtistRole } from '@otodoke/domain';

export type ErnContributorRole =
  | { readonly kind: 'ddex'; readonly role: string; readonly instrument?: string; readonly isFeatured?: boolean }
  | { readonly kind: 'userDefined'; readonly value: string };

const KNOWN_ROLE_MAP: Readonly<Record<KnownArtistRole, Omit<Extract<ErnContributorRole, { kind: 'ddex' }>, 'kind'>>> = {
  vocals: { role: 'Vocalist' },
  singer: { role: 'Vocalist' },
  guitar: { role: 'Musician', instrument: 'Guitar' },
  drums: { role: 'Musician', instrument: 'DrumKit' },
  bass: { role: 'Musician', instrument: 'Bass' },
  keyboards: { role: 'Musician', instrument: 'Keyboard' },
  producer: { role: 'StudioProducer' },
  composer: { role: 'Composer' },
  lyricist: { role: 'Lyricist' },
  mixing_engineer: { role: 'MixingEngineer' },
  mastering_engineer: { role: 'MasteringEngineer' },
  remixer: { role: 'Remixer' },
  arranger: { role: 'Arranger' },
  conductor: { role: 'Conductor' },
  actor: { role: 'Actor' },
  director: { role: 'Director' },
  codirector: { role: 'CoDirector' },
  translator: { role: 'Translator' },
  primary: { role: 'Artist' },
  // DDEX has no "featured" contributor role: a featured artist is an Artist whose contribution is featured.
  featured: { role: 'Artist', isFeatured: true },
  with: { role: 'AdditionalPerformer' },
};

const isKnownRole = (role: string): role is KnownArtistRole => Object.hasOwn(KNOWN_ROLE_MAP, role);

/** The DDEX role of one project role id; anything unknown travels as UserDefined with the id as its value. */
export const contributorRoleFor = (roleId: string): ErnContributorRole => {
  const id = roleId.trim();
  if (isKnownRole(id)) return { kind: 'ddex', ...KNOWN_ROLE_MAP[id] };
  return { kind: 'userDefined', value: id };
};
