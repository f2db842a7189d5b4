// The batch layout and its manifest: what the service writes and the store reads back.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  batchIdOfManifestName,
  buildBatchManifest,
  composeDeliveryBatch,
  parseBatchManifest,
  releaseFilePath,
} from './batch-manifest.ts';

describe('the batch manifest', () => {
  it('reads back what was written', () => {
    const manifest = {
      batchId: '20261125-0001',
      createdAt: '2026-11-25T01:02:03.000Z',
      senderDpid: 'PADPIDA2026112501Z',
      recipientDpid: 'PADPIDA99123456789',
      releases: [
        { icpn: '4599990001013', messageId: 'MSG-1', messageFile: '4599990001013/4599990001013.xml' },
        { icpn: '4599990001020', messageId: 'MSG-<2>', messageFile: '4599990001020/4599990001020.xml' },
      ],
    };
    expect(parseBatchManifest(buildBatchManifest(manifest))).toEqual(manifest);
    expect(batchIdOfManifestName('BatchComplete_20261125-0001.xml')).toBe('20261125-0001');
    expect(batchIdOfManifestName('BatchComplete_x.xml.part')).toBeUndefined();
  });

  it('refuses a manifest whose count does not match its releases', () => {
    const xml = '<BatchComplete BatchId="B1" CreatedDateTime=""><NumberOfMessages>2</NumberOfMessages></BatchComplete>';
    expect(() => parseBatchManifest(xml)).toThrow(/NumberOfMessages says 2 but 0/);
  });
});

describe('composeDeliveryBatch', () => {
  it('lays out each release folder and names the manifest after the batch', () => {
    const bytes = Buffer.from('RIFF');
    const batch = composeDeliveryBatch({
      batchId: 'B1',
      createdAt: new Date('2026-11-25T00:00:00Z'),
      senderDpid: 'PADPIDA2026112501Z',
      recipientDpid: 'PADPIDA99123456789',
      releases: [
        {
          icpn: '4599990001013',
          messageId: 'MSG-1',
          messageXml: '<ern/>',
          files: [{ uri: 'resources/01.wav', size: bytes.length, open: () => Readable.from([bytes]) }],
        },
      ],
    });
    expect(batch.files.map((file) => [file.path, file.size])).toEqual([
      ['4599990001013/4599990001013.xml', 6],
      ['4599990001013/resources/01.wav', 4],
    ]);
    expect(batch.manifest.name).toBe('BatchComplete_B1.xml');
    expect(parseBatchManifest(batch.manifest.contents).releases).toEqual([
      { icpn: '4599990001013', messageId: 'MSG-1', messageFile: '4599990001013/4599990001013.xml' },
    ]);
  });

  it('refuses file URIs that leave the release folder and batch ids that are not folder names', () => {
    expect(() => releaseFilePath('4599990001013', '../other/01.wav')).toThrow(/leaves the release folder/);
    expect(() => releaseFilePath('4599990001013', '/etc/passwd')).toThrow(/leaves the release folder/);
    expect(() =>
      composeDeliveryBatch({
        batchId: '../B1',
        createdAt: new Date(),
        senderDpid: '',
        recipientDpid: '',
        releases: [],
      }),
    ).toThrow(/batch id/);
  });
});
