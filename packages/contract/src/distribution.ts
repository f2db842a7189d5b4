// Review, delivery to stores and takedown: the operators' review queue and delivery problems, and each release's
// state per store as its owner sees it.
import { DELIVERY_STATUSES, RELEASE_ACTORS, REVIEW_DECISIONS } from '@otodoke/domain';
import { z } from 'zod';
import { idParamsSchema, idSchema, okSchema, pageOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { releaseSchema, releaseTypeSchema } from './releases.ts';
import { multiline } from './text-guard.ts';

const READ = { kind: 'account', permission: { id: 1000, level: 'readonly' } } as const;
const EDIT = { kind: 'account', permission: { id: 1000, level: 'editable' } } as const;
const ADMIN = { kind: 'admin' } as const;

export const reviewDecisionSchema = z.enum(REVIEW_DECISIONS);

export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES);

/** One step of a release's history: a status change, who caused it, and the reason given to the user. */
export const releaseEventSchema = z
  .object({
    at: z.string(),
    from_status: z.string(),
    to_status: z.string(),
    to_label: z.string(),
    actor: z.enum(RELEASE_ACTORS),
    actor_name: z.string().nullable(),
    reason: z.string(),
  })
  .meta({ id: 'ReleaseEvent' });

/** The release at one store. */
export const storeDeliverySchema = z
  .object({
    store_id: z.string(),
    store_name: z.string(),
    status: deliveryStatusSchema,
    status_label: z.string(),
    /** When the status last changed. */
    updated_at: z.string(),
    on_sale_at: z.string().nullable(),
    taken_down_at: z.string().nullable(),
    /** The store's reason when it refused, or the last delivery error (the store's own words, for details). */
    reason: z.string().nullable(),
    /** The store's refusal code (DDEX ErncFileStatus) when it refused; the web says what it means (store-refusals). */
    reason_code: z.string().nullable(),
  })
  .meta({ id: 'StoreDelivery' });

export const releaseDistributionSchema = z
  .object({
    release_id: z.number().int(),
    status: z.string(),
    status_label: z.string(),
    takedown_mode: z.string().nullable(),
    term_ends_at: z.string().nullable(),
    stores: z.array(storeDeliverySchema),
    history: z.array(releaseEventSchema),
    can_request_takedown: z.boolean(),
    /** Pay per release: the renewal fee can be paid now (the usual release checkout). */
    can_pay_renewal: z.boolean(),
    /** Pay per release: the owner may still decide not to renew. */
    can_cancel_renewal: z.boolean(),
    /** The titles can be corrected (the stores get the corrected message). */
    can_correct_metadata: z.boolean(),
    /** Stores of the release's media not yet chosen that can take it. */
    addable_stores: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({ id: 'ReleaseDistribution' });

export const getMyReleaseDistribution = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/releases/{id}/distribution',
  summary: 'The release at each store, with its history',
  tags: ['distribution'],
  access: READ,
  params: idParamsSchema,
  response: releaseDistributionSchema,
});

export const requestMyReleaseTakedown = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/releases/{id}/takedown',
  summary: 'Take the release down from every store (takedown_usercontact)',
  tags: ['distribution'],
  access: EDIT,
  params: idParamsSchema,
  body: z.object({ reason: multiline(z.string().trim().min(1).max(3500)) }),
  response: releaseDistributionSchema,
});

export const correctMyReleaseMetadata = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/me/releases/{id}/metadata',
  summary: 'Correct the titles of a release that is out; every store that has it gets the corrected message',
  tags: ['distribution'],
  access: EDIT,
  params: idParamsSchema,
  body: z.object({
    title: z.string().trim().min(1).max(200),
    version: z.string().trim().max(100).default(''),
    songs: z
      .array(
        z.object({
          id: idSchema,
          title: z.string().trim().min(1).max(200),
          version: z.string().trim().max(100).default(''),
        }),
      )
      .max(99)
      .default([]),
  }),
  response: releaseDistributionSchema,
});

export const cancelMyReleaseRenewal = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/releases/{id}/renewal/cancel',
  summary: 'Do not renew the release: it is taken down when its paid term ends',
  tags: ['distribution'],
  access: EDIT,
  params: idParamsSchema,
  response: releaseDistributionSchema,
});

export const addMyReleaseStores = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/releases/{id}/stores',
  summary: 'Add stores to a release that is delivered or on sale',
  tags: ['distribution'],
  access: EDIT,
  params: idParamsSchema,
  body: z.object({ store_ids: z.array(z.string().min(1).max(40)).min(1).max(60) }),
  response: releaseDistributionSchema,
});

export const reviewQueueItemSchema = z
  .object({
    release_id: z.number().int(),
    account_id: z.number().int(),
    account_name: z.string(),
    title: z.string(),
    type: releaseTypeSchema,
    status: z.string(),
    status_label: z.string(),
    artist_names: z.array(z.string()),
    song_count: z.number().int(),
    submitted_at: z.string().nullable(),
    decisions: z.array(reviewDecisionSchema),
  })
  .meta({ id: 'ReviewQueueItem' });

export const listReviewQueue = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/reviews',
  summary: 'Releases waiting for an operator, oldest submission first',
  tags: ['admin'],
  access: ADMIN,
  query: z.object({
    path: z.enum(['all', 'main', 'vocaloid', 'store']).default('all'),
    q: z.string().trim().max(200).default(''),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: pageOf(reviewQueueItemSchema),
});

export const reviewDetailSchema = z
  .object({
    account: z.object({ id: z.number().int(), name: z.string() }),
    release: releaseSchema,
    decisions: z.array(reviewDecisionSchema),
    distribution: releaseDistributionSchema,
  })
  .meta({ id: 'ReviewDetail' });

export const getReview = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/reviews/{id}',
  summary: 'A release under review, with its history and the decisions open to the operator',
  tags: ['admin'],
  access: ADMIN,
  params: idParamsSchema,
  response: reviewDetailSchema,
});

export const decideReview = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/reviews/{id}/decisions',
  summary: 'Approve, flag, send back, reject or route a release to the Vocaloid or store review',
  tags: ['admin'],
  access: ADMIN,
  params: idParamsSchema,
  body: z.object({ decision: reviewDecisionSchema, reason: multiline(z.string().trim().max(3500)).default('') }),
  response: reviewDetailSchema,
});

export const deliveryProblemSchema = z
  .object({
    release_id: z.number().int(),
    account_name: z.string(),
    title: z.string(),
    store_id: z.string(),
    store_name: z.string(),
    status: deliveryStatusSchema,
    message_id: z.string().nullable(),
    attempts: z.number().int(),
    reason: z.string(),
    /** The store's refusal code (DDEX ErncFileStatus) when it refused; null when the delivery failed on the way. */
    reason_code: z.string().nullable(),
    /** Refused for the release's content, and the release unchanged since: redelivering needs `confirm`. */
    refused_unchanged: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: 'DeliveryProblem' });

export const listDeliveryProblems = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/deliveries/problems',
  summary: 'Deliveries that did not go through: messages that failed validation, refusals, transport failures',
  tags: ['admin'],
  access: ADMIN,
  query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
  response: pageOf(deliveryProblemSchema),
});

export const redeliverRelease = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/releases/{id}/redeliver',
  summary: 'Send the release again to the stores that refused it or could not be reached',
  tags: ['admin'],
  access: ADMIN,
  params: idParamsSchema,
  /** A store refused the release for its content and nothing changed since: 409 DIST00002 unless `confirm` is true. */
  body: z.object({ confirm: z.boolean().default(false) }).optional(),
  response: okSchema,
});

export const takedownRelease = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/releases/{id}/takedown',
  summary: 'Take a release down from every store (takedown_admin)',
  tags: ['admin'],
  access: ADMIN,
  params: idParamsSchema,
  body: z.object({ reason: multiline(z.string().trim().min(1).max(3500)) }),
  response: reviewDetailSchema,
});
