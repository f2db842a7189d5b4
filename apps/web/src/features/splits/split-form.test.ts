import { SPLIT_STATUS } from '@otodoke/domain';
import { describe, expect, it } from 'vitest';
import {
  rateGap,
  rateTotal,
  type SplitFormValues,
  splitBodyFrom,
  splitFieldOf,
  splitFormFrom,
  splitProblems,
} from './split-form.ts';

const OWNER = 'owner@example.com';
const form = (ownerRate: string, ...rows: Array<[string, string]>): SplitFormValues => ({
  ownerRate,
  collaborators: rows.map(([email, rate]) => ({ email, rate, status: null })),
});

describe('the running total of a split', () => {
  it('adds up rates as typed, with decimals and full-width digits', () => {
    const total = rateTotal(form('66.67', ['a@example.com', '３３．３３']));
    expect(total).toEqual({ basisPoints: 10_000, isComplete: true });
    expect(rateGap(total)).toBe(0);
  });

  it('says how much is left or how much too much', () => {
    expect(rateGap(rateTotal(form('70', ['a@example.com', '20'])))).toBe(1000);
    expect(rateGap(rateTotal(form('70', ['a@example.com', '40'])))).toBe(-1000);
  });

  it('is incomplete while a rate is empty or unreadable', () => {
    expect(rateTotal(form('70', ['a@example.com', ''])).isComplete).toBe(false);
    expect(rateTotal(form('70', ['a@example.com', '1.234'])).isComplete).toBe(false);
  });
});

describe('the messages of the split form', () => {
  it('has none for a split that adds up to 100%', () => {
    expect(splitProblems(form('70', ['a@example.com', '20'], ['b@example.com', '10']), OWNER)).toEqual({});
    expect(splitProblems(form('100'), OWNER)).toEqual({});
  });

  it('asks for a total of 100% once every rate is entered', () => {
    expect(splitProblems(form('70', ['a@example.com', '20']), OWNER)).toEqual({ total: 'revenueShareRateSum' });
  });

  it('puts each problem on its own field', () => {
    expect(splitProblems(form('', ['', '30'], ['a@example.com', '']), OWNER)).toEqual({
      ownerRate: 'revenueShareRateRequired',
      'collaborators.0.email': 'required',
      'collaborators.1.rate': 'revenueShareRateRequired',
    });
  });

  it('explains how to write a rate it cannot read', () => {
    expect(splitProblems(form('70', ['a@example.com', '29.999']), OWNER)).toEqual({
      'collaborators.0.rate': 'revenueShareRateFormat',
    });
  });

  it('refuses your own address and the same address twice', () => {
    expect(splitProblems(form('40', ['Owner@Example.com', '30'], ['a@example.com', '30']), OWNER)).toEqual({
      'collaborators.0.email': 'revenueShareOwnEmail',
    });
    expect(splitProblems(form('40', ['a@example.com', '30'], ['A@example.com ', '30']), OWNER)).toEqual({
      'collaborators.1.email': 'revenueShareDuplicateEmail',
    });
  });
});

describe('server field errors', () => {
  it('land on the field they name', () => {
    expect(splitFieldOf('ownerRate')).toBe('ownerRate');
    expect(splitFieldOf('owner_rate')).toBe('ownerRate');
    expect(splitFieldOf('collaborators.2.email')).toBe('collaborators.2.email');
    expect(splitFieldOf('collaborators.0.rate')).toBe('collaborators.0.rate');
    expect(splitFieldOf('totalRate')).toBe('total');
    expect(splitFieldOf('total_rate')).toBe('total');
  });

  it('are left to the caller when they name no field of the form', () => {
    expect(splitFieldOf('collaborators')).toBeNull();
    expect(splitFieldOf('collaborators.x.rate')).toBeNull();
    expect(splitFieldOf('release_id')).toBeNull();
  });
});

describe('the form of a saved split', () => {
  const version = {
    id: 1,
    effectiveFrom: '2025-08',
    ownerShareBp: 6000,
    shares: [
      { id: 1, email: 'a@example.com', shareBp: 2500, status: SPLIT_STATUS.accepted, collaboratorName: 'A' },
      { id: 2, email: 'b@example.com', shareBp: 1000, status: SPLIT_STATUS.declined, collaboratorName: null },
      { id: 3, email: 'c@example.com', shareBp: 500, status: SPLIT_STATUS.invited, collaboratorName: null },
    ],
  };

  it('starts at everything to the owner when there is none', () => {
    expect(splitFormFrom(null)).toEqual({ ownerRate: '100', collaborators: [] });
  });

  it('gives a declined share back to the owner instead of inviting them again', () => {
    const values = splitFormFrom(version);
    expect(values.ownerRate).toBe('70');
    expect(values.collaborators.map((row) => [row.email, row.rate])).toEqual([
      ['a@example.com', '25'],
      ['c@example.com', '5'],
    ]);
    expect(splitProblems(values, OWNER)).toEqual({});
  });

  it('sends the rates as typed, trimmed, without the statuses', () => {
    expect(splitBodyFrom(form(' 70 ', [' a@example.com ', '30 ']))).toEqual({
      ownerRate: '70',
      collaborators: [{ email: 'a@example.com', rate: '30' }],
    });
  });
});
