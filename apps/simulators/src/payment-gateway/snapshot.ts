// The simulator's state kept in a file (the `stateFile` option): written when the simulator stops, read back when one
// starts over the same file, so customers, saved cards, payments, vouchers and idempotent answers survive a restart,
// and a copied data folder carries them along (the browser journeys start each service on a copy of one seeded demo,
// whose saved card must still be known to the gateway). Events still on their way are sent again once it listens.
// Addresses the simulator handed out (voucher and hosted pages) name its old address: they are moved to the new one.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SimulatorState } from './state.ts';

const VERSION = 1;

interface SavedState {
  version: number;
  baseUrl: string;
  customers: [string, unknown][];
  paymentMethods: [string, unknown][];
  setupIntents: [string, unknown][];
  checkoutSessions: [string, unknown][];
  paymentIntents: [string, unknown][];
  voucherNumbers: [string, unknown][];
  idempotentResults: [string, unknown][];
  deliveries: unknown[];
  fingerprintSalt: string;
  voucherSequence: number;
}

export function saveState(state: SimulatorState, file: string): void {
  const saved: SavedState = {
    version: VERSION,
    baseUrl: state.baseUrl,
    customers: [...state.customers],
    paymentMethods: [...state.paymentMethods],
    setupIntents: [...state.setupIntents],
    checkoutSessions: [...state.checkoutSessions],
    paymentIntents: [...state.paymentIntents],
    voucherNumbers: [...state.voucherNumbers],
    idempotentResults: [...state.idempotentResults],
    deliveries: state.webhooks.deliveries,
    fingerprintSalt: state.fingerprintSalt.toString('base64'),
    voucherSequence: state.voucherSequence,
  };
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed: a stop cut short never leaves half a file to read back.
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, JSON.stringify(saved));
  renameSync(aside, file);
}

/** Fills a new state from the file, if there is one (false when there is none yet). */
export function loadState(state: SimulatorState, file: string): boolean {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const first = JSON.parse(text) as SavedState;
  if (first.version !== VERSION) throw new Error(`${file}: payment simulator state of version ${first.version}`);
  // The same objects, their hosted addresses moved to where this simulator listens.
  const saved =
    first.baseUrl === state.baseUrl ? first : (JSON.parse(text.replaceAll(first.baseUrl, state.baseUrl)) as SavedState);
  const fill = <V>(target: Map<string, V>, entries: [string, unknown][]) => {
    for (const [key, value] of entries) target.set(key, value as V);
  };
  fill(state.customers, saved.customers);
  fill(state.paymentMethods, saved.paymentMethods);
  fill(state.setupIntents, saved.setupIntents);
  fill(state.checkoutSessions, saved.checkoutSessions);
  fill(state.paymentIntents, saved.paymentIntents);
  fill(state.voucherNumbers, saved.voucherNumbers);
  fill(state.idempotentResults, saved.idempotentResults);
  state.webhooks.deliveries.push(...(saved.deliveries as SimulatorState['webhooks']['deliveries']));
  (state as { fingerprintSalt: Buffer }).fingerprintSalt = Buffer.from(saved.fingerprintSalt, 'base64');
  state.voucherSequence = saved.voucherSequence;
  return true;
}
