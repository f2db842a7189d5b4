// What the public feature pages show, from the domain only: which services are built, their pages' addresses, the
// stores of each kind from the store catalogue, the release types and their song counts, and the prices.
import {
  CONCERT_VIDEO_MAX_SECONDS,
  isPublicFeatureBuilt,
  PAY_PRODUCT_PRICES,
  PUBLIC_FEATURES,
  type PublicFeature,
  publicFeaturePath,
  RELEASE_TYPE_RULES,
  type ReleaseType,
  RINGTONE_MAX_SECONDS,
  RINGTONE_MIN_SECONDS,
  STORES,
  type StoreDefinition,
  taxOn,
  VIDEO_MAX_SECONDS,
  VIDEO_MIN_SECONDS,
} from '@otodoke/domain';

export { PUBLIC_FEATURES, type PublicFeature };

/** The page of a service (the domain's rule, which the landing page uses too). */
export const featurePath = publicFeaturePath;

/** Built first, in the catalogue's order, then the ones coming. */
export const FEATURES_IN_ORDER: readonly { feature: PublicFeature; isBuilt: boolean }[] = [
  ...PUBLIC_FEATURES.filter(isPublicFeatureBuilt).map((feature) => ({ feature, isBuilt: true })),
  ...PUBLIC_FEATURES.filter((feature) => !isPublicFeatureBuilt(feature)).map((feature) => ({
    feature,
    isBuilt: false,
  })),
];

/** The feature a /features/<name> address names, or null. */
export function featureOfPath(pathname: string): PublicFeature | null {
  const name = /^\/features\/([\w-]+)\/?$/.exec(pathname)?.[1];
  return name && (PUBLIC_FEATURES as readonly string[]).includes(name) ? (name as PublicFeature) : null;
}

/** Store kinds as the store list groups them. */
export const STORE_KINDS = ['streaming', 'hires', 'specialist', 'social', 'video', 'ringtone'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/** What a store takes, as the store list's filter names it. */
export const STORE_TAKES = ['audio', 'video', 'ringtone'] as const;
export type StoreTakes = (typeof STORE_TAKES)[number];

/** The group a store is listed under (a store taking audio and video is listed with the audio stores). */
export function storeKindOf(store: StoreDefinition): StoreKind {
  if (!store.media.includes('audio')) return store.media.includes('video') ? 'video' : 'ringtone';
  if (store.isContentId) return 'social';
  if (store.needsHires) return 'hires';
  if (store.genres) return 'specialist';
  return 'streaming';
}

/** The stores matching a search (name, case and width folded) and a kind of content; all when both are empty. */
export function findStores(query: string, takes: StoreTakes | 'all'): StoreDefinition[] {
  const fold = (value: string) => value.normalize('NFKC').toLowerCase().replaceAll(/\s+/g, '');
  const wanted = fold(query);
  return STORES.filter(
    (store) =>
      (takes === 'all' || store.media.includes(takes)) &&
      (wanted === '' || fold(store.name).includes(wanted) || store.id.includes(wanted)),
  );
}

export const storesTaking = (media: StoreTakes): StoreDefinition[] => STORES.filter((s) => s.media.includes(media));

/** Stores that identify uses of a recording in others' videos (Content ID, social platforms). */
export const contentIdStores = (): StoreDefinition[] => STORES.filter((store) => store.isContentId);

/** Tax-inclusive price and the net amount of a pay-per-release product. */
export function productPrice(product: keyof typeof PAY_PRODUCT_PRICES): { gross: number; net: number } {
  const net = PAY_PRODUCT_PRICES[product];
  return { gross: net + taxOn(net), net };
}

/** Song counts a release type takes (the longer album with the 99-song option not counted). */
export const songRange = (type: ReleaseType) => ({
  min: RELEASE_TYPE_RULES[type].minSongs,
  max: RELEASE_TYPE_RULES[type].maxSongs,
});

export const VIDEO_LENGTHS = {
  minSeconds: VIDEO_MIN_SECONDS,
  maxMinutes: VIDEO_MAX_SECONDS / 60,
  concertMaxHours: CONCERT_VIDEO_MAX_SECONDS / 3600,
};
export const RINGTONE_LENGTHS = { minSeconds: RINGTONE_MIN_SECONDS, maxSeconds: RINGTONE_MAX_SECONDS };
