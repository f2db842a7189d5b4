// The outbox formats read back as the delivery jobs see them: acknowledgements (ours and a DDEX-shaped one from a
// real store) and sale status notices; other files are left alone.
import { storeRefusalKind } from '@otodoke/domain';
import { describe, expect, it } from 'vitest';
import {
  acknowledgementFileName,
  buildAcknowledgement,
  buildSaleStatusNotice,
  ERNC_FILE_STATUSES,
  parseStoreNotice,
  saleStatusFileName,
} from './store-notice.ts';

const STORE = { dpid: 'PADPIDA99123456789', name: 'Store & Co' };
const SERVICE = { dpid: 'PADPIDA2026112501Z', name: 'Otodoke' };
const AT = new Date('2026-11-25T01:02:03.000Z');

describe('parseStoreNotice', () => {
  it('reads an acknowledgement that accepts a message', () => {
    const contents = buildAcknowledgement({
      store: STORE,
      service: SERVICE,
      messageId: 'MSG-1',
      acknowledgedFile: 'B1/4599990001013/4599990001013.xml',
      status: 'FileOK',
      at: AT,
    });
    expect(parseStoreNotice({ name: acknowledgementFileName('MSG-1'), contents })).toEqual({
      kind: 'ack',
      messageId: 'MSG-1',
      icpn: '4599990001013',
      status: 'FileOK',
      isAccepted: true,
      reason: '',
      at: '2026-11-25T01:02:03.000Z',
    });
  });

  it('reads a refusal with its reason, whatever characters it holds', () => {
    const contents = buildAcknowledgement({
      store: STORE,
      service: SERVICE,
      messageId: 'MSG-2',
      acknowledgedFile: 'B2/4599990001020/4599990001020.xml',
      status: 'ResourceCorrupt',
      errorText: 'resources/01.wav: MD5 is <abc> & "def"',
      at: AT,
    });
    expect(parseStoreNotice({ name: 'ACK_MSG-2.xml', contents })).toMatchObject({
      status: 'ResourceCorrupt',
      isAccepted: false,
      reason: 'resources/01.wav: MD5 is <abc> & "def"',
    });
  });

  it('reads a DDEX acknowledgement from a store, which names the message only in its file name', () => {
    const contents = `<?xml version="1.0"?>
<ernc:FtpAcknowledgementMessage xmlns:ernc="http://ddex.net/xml/ern-c/15" MessageVersionId="1.5">
  <MessageHeader><MessageSender><PartyId>PADPIDA2009101501Y</PartyId></MessageSender>
  <MessageCreatedDateTime>2026-11-25T01:02:03Z</MessageCreatedDateTime></MessageHeader>
  <AcknowledgedFile>20261125/4599990001013/4599990001013.xml</AcknowledgedFile>
  <FileStatus>NewReleaseMessageInvalid</FileStatus>
  <ErrorText>Schema validation failed</ErrorText>
</ernc:FtpAcknowledgementMessage>`;
    expect(parseStoreNotice({ name: 'ACK_MSG-3.xml', contents })).toMatchObject({
      kind: 'ack',
      messageId: 'MSG-3',
      icpn: '4599990001013',
      status: 'NewReleaseMessageInvalid',
      isAccepted: false,
      reason: 'Schema validation failed',
    });
  });

  it('reads sale status notices', () => {
    for (const [status, kind] of [
      ['OnSale', 'on_sale'],
      ['TakenDown', 'taken_down'],
    ] as const) {
      const contents = buildSaleStatusNotice({
        store: STORE,
        service: SERVICE,
        messageId: 'MSG-4',
        icpn: '4599990001013',
        isrcs: ['JPZ992600001'],
        status,
        at: AT,
      });
      expect(parseStoreNotice({ name: saleStatusFileName('MSG-4', status), contents })).toEqual({
        kind,
        messageId: 'MSG-4',
        icpn: '4599990001013',
        at: '2026-11-25T01:02:03.000Z',
      });
    }
  });

  it('leaves other files (sales reports) alone and complains about broken notices', () => {
    expect(parseStoreNotice({ name: 'SALES_2026-11.tsv', contents: 'isrc\tunits' })).toBeUndefined();
    expect(() => parseStoreNotice({ name: 'ACK_MSG-5.xml', contents: '<Other/>' })).toThrow(/neither/);
  });

  it('names files after the message, with unsafe characters replaced', () => {
    expect(acknowledgementFileName('MSG/6 7')).toBe('ACK_MSG_6_7.xml');
    expect(saleStatusFileName('MSG-8', 'TakenDown')).toBe('STATUS_MSG-8_TakenDown.xml');
  });
});

describe('ErncFileStatus', () => {
  it('has a refusal kind the service explains for every refusal a store may send (all but FileOK and UserDefined)', () => {
    const refusals = ERNC_FILE_STATUSES.filter((status) => status !== 'FileOK' && status !== 'UserDefined');
    expect(refusals.length).toBeGreaterThan(15);
    for (const code of refusals) expect(['not_delivered', 'other'], code).not.toContain(storeRefusalKind(code));
    expect(storeRefusalKind('UserDefined')).toBe('other');
  });
});
