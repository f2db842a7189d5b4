import { describe, expect, it } from 'vitest';
import { noticeRowsInOrder } from './notice-rows.ts';

const row = (name: string, built: boolean, confirmed: number, pending: number, toNotify: number) => ({
  name,
  built,
  confirmed,
  pending,
  toNotify,
});

describe('the opening-notice table', () => {
  it('puts the work to do first, then the services people wait for, keeping the domain order within each', () => {
    const rows = [
      row('opened-done', true, 3, 0, 0),
      row('waiting-empty', false, 0, 0, 0),
      row('waiting', false, 2, 1, 2),
      row('opened-to-tell', true, 4, 1, 4),
      row('waiting-pending', false, 0, 5, 0),
    ];
    expect(noticeRowsInOrder(rows).map((each) => each.name)).toEqual([
      'opened-to-tell',
      'waiting',
      'waiting-pending',
      'waiting-empty',
      'opened-done',
    ]);
  });
});
