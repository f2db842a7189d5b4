// The DealList of an ERN message; no deals gives no DealList, which is how ERN 4 takes a release down.
import type { ErnDeal } from './ern-types.ts';
import { el, textEl, type XmlElement } from './xml-writer.ts';

const dealElement = (deal: ErnDeal): XmlElement =>
  el(
    'Deal',
    {},
    el(
      'DealTerms',
      {},
      deal.territories.map((territory) => textEl('TerritoryCode', territory.trim())),
      el('ValidityPeriod', {}, textEl('StartDate', deal.startDate)),
      textEl('CommercialModelType', deal.commercialModel),
      deal.useTypes.map((useType) => textEl('UseType', useType.trim())),
    ),
  );

const releaseDeal = (references: readonly string[], deals: readonly ErnDeal[]): XmlElement =>
  el(
    'ReleaseDeal',
    {},
    references.map((reference) => textEl('DealReleaseReference', reference)),
    deals.map(dealElement),
  );

/**
 * One ReleaseDeal for the main release and one for all track releases, each with one Deal per ErnDeal; undefined
 * when there is no deal, as the schema wants at least one ReleaseDeal with a Deal in a DealList, which is optional.
 */
export const buildDealList = (
  mainReleaseReference: string,
  trackReleaseReferences: readonly string[],
  deals: readonly ErnDeal[],
): XmlElement | undefined => {
  if (deals.length === 0) return undefined;
  return el(
    'DealList',
    {},
    releaseDeal([mainReleaseReference], deals),
    trackReleaseReferences.length > 0 ? releaseDeal(trackReleaseReferences, deals) : undefined,
  );
};
