import { describe, expect, it } from 'vitest';
import { importFailureKindOfReason } from './ingest.service.ts';

describe('the kind of a recorded import failure, read back from its words', () => {
  it('knows the reader’s "not a report", damaged gzip, our own error, a busy import, and refused contents', () => {
    expect(importFailureKindOfReason('x.tsv is empty: not a sales report')).toBe('not_report');
    expect(importFailureKindOfReason('x.tsv: line 3 is longer than 65536 characters: not a sales report line')).toBe(
      'not_report',
    );
    expect(
      importFailureKindOfReason('x.tsv is not a sales report we read: a DDEX DSR flat file starts with a HEAD row'),
    ).toBe('not_report');
    expect(importFailureKindOfReason('the file is not valid gzip')).toBe('damaged');
    expect(importFailureKindOfReason('the report could not be imported (an internal error was logged)')).toBe(
      'internal',
    );
    expect(importFailureKindOfReason('another import is under way: try again in a moment')).toBe('busy');
    expect(importFailureKindOfReason('no rate for EUR in 2026-08: set it and import again')).toBe('refused');
    expect(importFailureKindOfReason('the database refused the report: value too long')).toBe('refused');
  });
});
