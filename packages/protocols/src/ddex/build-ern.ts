// Builds the DDEX ERN 4.3 NewReleaseMessage that delivers (or, with no deals, takes down) one release at one store.
import { buildDealList } from './build-ern-deals.ts';
import { buildMessageHeader, buildPartyList, registerParties } from './build-ern-parties.ts';
import { buildReleaseList, MAIN_RELEASE_REFERENCE, releaseReferences } from './build-ern-releases.ts';
import { buildResourceList } from './build-ern-resources.ts';
import {
  ERN_AVS_VERSION,
  ERN_MESSAGE_LANGUAGE,
  ERN_NAMESPACE,
  ERN_SCHEMA_LOCATION,
  planForReleaseType,
} from './ern-profiles.ts';
import type { ErnMessageInput } from './ern-types.ts';
import { el, renderXmlDocument } from './xml-writer.ts';

/**
 * The message as UTF-8 XML text. The same input always gives the same text. Identifiers are written as given
 * (ISRC without hyphens, ICPN without spaces) and not judged here: `createErnValidator` reports bad ones.
 */
export const buildNewReleaseMessage = (input: ErnMessageInput): string => {
  const { release } = input;
  const senderDpid = input.sender.dpid;
  const plan = planForReleaseType(release.type, release.tracks.length);
  const parties = registerParties(release);
  const [mainReference = MAIN_RELEASE_REFERENCE, ...trackReferences] = releaseReferences(release, plan);
  const root = el(
    'ern:NewReleaseMessage',
    {
      'xmlns:ern': ERN_NAMESPACE,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': ERN_SCHEMA_LOCATION,
      ReleaseProfileVersionId: plan.profile,
      LanguageAndScriptCode: ERN_MESSAGE_LANGUAGE,
      AvsVersionId: ERN_AVS_VERSION,
    },
    buildMessageHeader(input),
    buildPartyList(parties),
    buildResourceList(release, plan, parties, senderDpid),
    buildReleaseList(release, plan, parties, senderDpid),
    buildDealList(mainReference, trackReferences, input.deals),
  );
  return renderXmlDocument(root);
};
