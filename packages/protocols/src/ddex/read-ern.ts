// Reads any ERN 4.3 NewReleaseMessage (DDEX's samples, stores' and our own) into the facts a store ingests.
import { ERN_NAMESPACE } from './ern-profiles.ts';
import type { ErnSummary } from './ern-types.ts';
import {
  allowedValueOf,
  attributeOf,
  childOf,
  childrenOf,
  createErnObjectParser,
  defaultTextOf,
  isXmlObject,
  pathOf,
  textOf,
  wellFormednessError,
} from './ern-xml-nodes.ts';

type Resource = ErnSummary['resources'][number];
type Release = ErnSummary['releases'][number];
type Deal = ErnSummary['deals'][number];

const RESOURCE_KINDS = [
  ['SoundRecording', 'SoundRecording'],
  ['Video', 'Video'],
  ['Image', 'Image'],
  ['Text', 'Text'],
  ['SheetMusic', 'Other'],
  ['Software', 'Other'],
] as const;

const notErn = (reason: string): Error => new Error(`Not an ERN 4.3 NewReleaseMessage: ${reason}`);

/** Seconds of an xs:duration (PT4M23.583S, PT1H2M, P1DT2H); undefined when it is not one. */
export const parseIsoDuration = (value: string | undefined): number | undefined => {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value?.trim() ?? '');
  if (!match || value?.trim() === 'P' || value?.trim().endsWith('T')) return undefined;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(days) * 86_400 + Number(hours) * 3_600 + Number(minutes) * 60 + Number(seconds);
  return Math.round(total * 1000) / 1000;
};

const FREQUENCY_UNITS: Readonly<Record<string, number>> = { Hz: 1, kHz: 1_000, MHz: 1_000_000, GHz: 1_000_000_000 };

const hertzOf = (node: unknown): number | undefined => {
  const value = Number(textOf(node));
  if (!textOf(node) || !Number.isFinite(value)) return undefined;
  const unit = attributeOf(node, 'UnitOfMeasure');
  // Without a unit, small numbers are kHz (44.1) and large ones Hz (44100).
  const factor = unit ? (FREQUENCY_UNITS[unit] ?? 1) : value < 1_000 ? 1_000 : 1;
  return Math.round(value * factor);
};

const integerOf = (node: unknown): number | undefined => {
  const text = textOf(node);
  return text && /^\d+$/.test(text) ? Number(text) : undefined;
};

const titleOf = (node: unknown): string | undefined =>
  defaultTextOf(childrenOf(node, 'DisplayTitleText')) ??
  textOf(pathOf(childrenOf(node, 'DisplayTitle')[0], 'TitleText')) ??
  textOf(pathOf(childrenOf(node, 'AdditionalTitle')[0], 'TitleText'));

const fileOf = (file: unknown): { uri: string; md5?: string } | undefined => {
  const uri = textOf(childOf(file, 'URI'));
  if (uri === undefined) return undefined;
  const hashSum = childOf(file, 'HashSum');
  const isMd5 = textOf(childOf(hashSum, 'Algorithm'))?.toUpperCase() === 'MD5';
  const md5 = isMd5 ? textOf(childOf(hashSum, 'HashSumValue')) : undefined;
  return md5 ? { uri, md5 } : { uri };
};

const readResource = (node: unknown, kind: Resource['kind'], elementName: string): Resource => {
  const editions = childrenOf(node, `${elementName}Edition`);
  const holders = editions.length > 0 ? editions : [node];
  const isrc = holders
    .flatMap((holder) => childrenOf(holder, 'ResourceId'))
    .map((id) => textOf(childOf(id, 'ISRC')))
    .find((value) => value !== undefined);
  const technicalDetails = holders.flatMap((holder) => childrenOf(holder, 'TechnicalDetails'));
  const deliveryFiles = technicalDetails.flatMap((details) => [
    ...childrenOf(details, 'DeliveryFile'),
    ...childrenOf(details, 'ClipDetails').flatMap((clip) => childrenOf(clip, 'DeliveryFile')),
  ]);
  const fileNodes = [
    ...deliveryFiles.flatMap((delivery) => childrenOf(delivery, 'File')),
    ...technicalDetails.flatMap((details) => childrenOf(details, 'File')),
  ];
  const firstOf = <T>(read: (delivery: unknown) => T | undefined): T | undefined =>
    deliveryFiles.map(read).find((value) => value !== undefined);
  const immersiveEditions = editions
    .filter((edition) => allowedValueOf(childOf(edition, 'Type')) === 'ImmersiveEdition')
    .map((edition) => {
      const details = childrenOf(edition, 'TechnicalDetails');
      const files = details.flatMap((detail) => childrenOf(detail, 'DeliveryFile'));
      const codec = files.map((file) => allowedValueOf(childOf(file, 'AudioCodecType'))).find(Boolean);
      return {
        audioCodec: codec,
        isrc: childrenOf(edition, 'ResourceId')
          .map((id) => textOf(childOf(id, 'ISRC')))
          .find((value) => value !== undefined),
        files: [
          ...files.flatMap((file) => childrenOf(file, 'File')),
          ...details.flatMap((detail) => childrenOf(detail, 'File')),
        ]
          .map(fileOf)
          .filter((file) => file !== undefined),
      };
    });
  return {
    reference: textOf(childOf(node, 'ResourceReference')) ?? '',
    kind,
    isrc,
    title: titleOf(node),
    durationSeconds: parseIsoDuration(textOf(childOf(node, 'Duration'))),
    bitsPerSample: firstOf(
      (d) => integerOf(childOf(d, 'BitsPerSample')) ?? integerOf(childOf(d, 'AudioBitsPerSample')),
    ),
    sampleRateHz: firstOf((d) => hertzOf(childOf(d, 'SamplingRate')) ?? hertzOf(childOf(d, 'AudioSamplingRate'))),
    files: fileNodes.map(fileOf).filter((file) => file !== undefined),
    ...(immersiveEditions.length > 0 ? { immersiveEditions } : {}),
  };
};

const displayArtistOf = (node: unknown): string | undefined => defaultTextOf(childrenOf(node, 'DisplayArtistName'));

const readReleases = (releaseList: unknown, resources: readonly Resource[], root: unknown): Release[] => {
  const resourceNodes = new Map<string, unknown>();
  for (const [elementName] of RESOURCE_KINDS) {
    for (const node of childrenOf(pathOf(root, 'ResourceList'), elementName)) {
      resourceNodes.set(textOf(childOf(node, 'ResourceReference')) ?? '', node);
    }
  }
  const main = childrenOf(releaseList, 'Release').map(
    (node): Release => ({
      reference: textOf(childOf(node, 'ReleaseReference')) ?? '',
      isMain: true,
      types: childrenOf(node, 'ReleaseType')
        .map(allowedValueOf)
        .filter((type) => type !== undefined),
      icpn: textOf(pathOf(node, 'ReleaseId', 'ICPN')),
      title: titleOf(node) ?? '',
      displayArtist: displayArtistOf(node) ?? '',
    }),
  );
  const parts = (['TrackRelease', 'ClipRelease'] as const).flatMap((elementName) =>
    childrenOf(releaseList, elementName).map((node): Release => {
      const resourceReference = textOf(childOf(node, 'ReleaseResourceReference')) ?? '';
      const resource = resources.find((candidate) => candidate.reference === resourceReference);
      return {
        reference: textOf(childOf(node, 'ReleaseReference')) ?? '',
        isMain: attributeOf(node, 'IsMainRelease') === 'true',
        types: [elementName],
        icpn: textOf(pathOf(node, 'ReleaseId', 'ICPN')),
        isrc: resource?.isrc,
        title: titleOf(node) ?? resource?.title ?? '',
        displayArtist: displayArtistOf(resourceNodes.get(resourceReference)) ?? '',
      };
    }),
  );
  return [...main, ...parts];
};

const readDeals = (dealList: unknown): Deal[] =>
  childrenOf(dealList, 'ReleaseDeal').flatMap((releaseDeal) => {
    const references = childrenOf(releaseDeal, 'DealReleaseReference').map((node) => textOf(node) ?? '');
    return childrenOf(releaseDeal, 'Deal').flatMap((deal) => {
      const terms = childOf(deal, 'DealTerms');
      const valuesOf = (name: string) =>
        childrenOf(terms, name)
          .map(allowedValueOf)
          .filter((value) => value !== undefined);
      const period = childOf(terms, 'ValidityPeriod');
      const excluded = valuesOf('ExcludedTerritoryCode');
      return references.map(
        (releaseReference): Deal => ({
          releaseReference,
          commercialModels: valuesOf('CommercialModelType'),
          useTypes: valuesOf('UseType'),
          territories: valuesOf('TerritoryCode'),
          ...(excluded.length > 0 ? { excludedTerritories: excluded } : {}),
          startDate: textOf(childOf(period, 'StartDate')) ?? textOf(childOf(period, 'StartDateTime')),
          endDate: textOf(childOf(period, 'EndDate')) ?? textOf(childOf(period, 'EndDateTime')),
        }),
      );
    });
  });

/** The namespace bound to the root element's prefix (or the default namespace). */
const rootNamespace = (xml: string, root: unknown): string | undefined => {
  const prefix = /<(?:([A-Za-z_][\w.-]*):)?NewReleaseMessage[\s/>]/.exec(xml)?.[1];
  return attributeOf(root, prefix ? `xmlns:${prefix}` : 'xmlns');
};

/**
 * The summary of an ERN 4.3 NewReleaseMessage. Throws an Error saying why when the text is not well-formed XML, not
 * a NewReleaseMessage, or not in the ERN 4.3 namespace. A missing MessageControlType reads as LiveMessage.
 */
export const readErnSummary = (xml: string): ErnSummary => {
  const malformed = wellFormednessError(xml);
  if (malformed) {
    throw notErn(
      `the XML is not well-formed (${malformed.line ? `line ${malformed.line}: ` : ''}${malformed.message})`,
    );
  }
  const document: unknown = createErnObjectParser().parse(xml);
  const rootName = isXmlObject(document)
    ? Object.keys(document).find((key) => !key.startsWith('?') && !key.startsWith('#') && !key.startsWith('!'))
    : undefined;
  if (rootName !== 'NewReleaseMessage') throw notErn(`the root element is <${rootName ?? 'nothing'}>`);
  const root = childOf(document, rootName);
  const namespace = rootNamespace(xml, root);
  if (namespace !== ERN_NAMESPACE) {
    throw notErn(namespace ? `its namespace is ${namespace}, not ${ERN_NAMESPACE}` : 'it has no ERN namespace');
  }
  const header = childOf(root, 'MessageHeader');
  if (!isXmlObject(header)) throw notErn('it has no MessageHeader');
  const resourceList = childOf(root, 'ResourceList');
  const resources = RESOURCE_KINDS.flatMap(([elementName, kind]) =>
    childrenOf(resourceList, elementName).map((node) => readResource(node, kind, elementName)),
  );
  return {
    messageId: textOf(childOf(header, 'MessageId')) ?? '',
    threadId: textOf(childOf(header, 'MessageThreadId')) ?? '',
    senderDpid: textOf(pathOf(header, 'MessageSender', 'PartyId')) ?? '',
    recipientDpid: textOf(pathOf(header, 'MessageRecipient', 'PartyId')) ?? '',
    controlType: textOf(childOf(header, 'MessageControlType')) ?? 'LiveMessage',
    releaseProfile: attributeOf(root, 'ReleaseProfileVersionId') ?? '',
    releases: readReleases(childOf(root, 'ReleaseList'), resources, root),
    resources,
    deals: readDeals(childOf(root, 'DealList')),
  };
};
