// The store picker: the stores the server offers for the release, grouped, each available or not with the reasons in
// words. Availability follows the form as it is now (worldwide, genres, uploaded files) through the domain's own
// rule, so switching to selected territories disables worldwide-only stores at once; stores the domain does not know
// keep the server's verdict on the saved release.
import {
  findStore,
  type Language,
  RELEASE_TYPE_RULES,
  type ReleaseType,
  STORE_UNAVAILABLE_MESSAGES,
  type StoreDefinition,
  type StoreUnavailableReason,
  storeUnavailableReasons,
} from '@otodoke/domain';
import type { ReleaseFormValues } from './release-form.ts';
import type { StoreOption } from './release-types.ts';

export const STORE_GROUPS = ['streaming', 'hires', 'specialist', 'social', 'ringtone'] as const;
export type StoreGroup = (typeof STORE_GROUPS)[number];

export interface StoreChoice {
  id: string;
  name: string;
  available: boolean;
  /** Why it cannot take the release, in the interface language. */
  reasons: string[];
}

export function storeGroupOf(store: StoreDefinition | undefined): StoreGroup {
  if (!store) return 'streaming';
  if (store.media.length === 1 && store.media[0] === 'ringtone') return 'ringtone';
  if (store.isContentId) return 'social';
  if (store.needsHires) return 'hires';
  if (store.genres) return 'specialist';
  return 'streaming';
}

type FormFacts = Pick<ReleaseFormValues, 'primaryGenreId' | 'secondaryGenreId' | 'worldwide' | 'songs'>;

function isStoreReason(value: string): value is StoreUnavailableReason {
  return Object.hasOwn(STORE_UNAVAILABLE_MESSAGES, value);
}

/** Each offered store with its availability for the release as the form has it now. */
export function storeChoices(
  options: readonly StoreOption[],
  type: ReleaseType,
  values: FormFacts,
  language: Language,
): StoreChoice[] {
  const input = {
    media: RELEASE_TYPE_RULES[type].media,
    genreIds: [values.primaryGenreId, values.secondaryGenreId].filter((id) => id !== ''),
    worldwide: values.worldwide,
    songs: values.songs.map((song) => ({
      isHires: song.file?.facts?.isHires ?? undefined,
      durationSeconds: song.file?.facts?.durationSeconds ?? undefined,
    })),
  };
  return options.map((option) => {
    const store = findStore(option.id);
    if (!store) {
      return {
        id: option.id,
        name: option.name,
        available: option.available,
        reasons: option.reasons.map((r) => r.message),
      };
    }
    const reasons = storeUnavailableReasons(store, input);
    return {
      id: option.id,
      name: option.name,
      available: reasons.length === 0,
      reasons: reasons.map((reason) => (isStoreReason(reason) ? STORE_UNAVAILABLE_MESSAGES[reason][language] : reason)),
    };
  });
}

/** The choices in their groups (empty groups left out), in the order of STORE_GROUPS. */
export function groupStoreChoices(
  choices: readonly StoreChoice[],
): Array<{ group: StoreGroup; stores: StoreChoice[] }> {
  return STORE_GROUPS.map((group) => ({
    group,
    stores: choices.filter((choice) => storeGroupOf(findStore(choice.id)) === group),
  })).filter((entry) => entry.stores.length > 0);
}

export function unavailableStoreIds(choices: readonly StoreChoice[]): Set<string> {
  return new Set(choices.filter((choice) => !choice.available).map((choice) => choice.id));
}

/** "Select all available": every available store, keeping the order of the list. */
export function allAvailableStoreIds(choices: readonly StoreChoice[]): string[] {
  return choices.filter((choice) => choice.available).map((choice) => choice.id);
}
