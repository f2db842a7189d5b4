// The events capabilities publish, with their payloads: ids and plain values only (subscribers read what else they
// need from the publisher's public face). A new event is one line here; its publisher and subscribers name it.
import type { ImmersiveAudioFormat } from '@otodoke/domain';

export interface EventPayloads {
  /** A payment order was paid: the money is the gateway's word, the order is `paid` (published once an order). */
  'payment.settled': {
    order_id: number;
    account_id: number;
    release_id: number | null;
    product: string;
    /** The immersive edition an 'immersive' order paid for (null for other orders). */
    immersive_song_id: number | null;
  };
  /** A payment order ended unpaid (given up or expired); its coupon is free again. */
  'payment.closed': { order_id: number; account_id: number; immersive_song_id: number | null };
  /** A paid, verified immersive edition: the stores that have its release (or a message of it on the way) get it. */
  'immersive.ready': { release_id: number; account_id: number; immersive_song_id: number };
  /**
   * Distribution moved a release along its delivery, renewal or takedown (one event a move, published in the move's
   * transaction; `from` and `to` are status names). Immersive editions follow their release's renewal and takedown.
   */
  'release.moved': { release_id: number; account_id: number; from: string; to: string };
  /** An immersive edition is leaving the stores while its release stays (its yearly fee unpaid): an update goes out. */
  'immersive.withdrawn': {
    release_id: number;
    account_id: number;
    immersive_song_id: number;
    format: ImmersiveAudioFormat;
    song_title: string;
  };
  /** A release went on sale for the first time since it was (re)delivered: its status is `distribution_onsale`. */
  'release.on_sale': { release_id: number; account_id: number; store_ids: string[] };
}

export type EventName = keyof EventPayloads;
