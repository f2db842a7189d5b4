// The registered card: entered on the gateway's own page (we keep its token, brand, last four digits and expiry).
import type { checkoutMethodSchema } from '@otodoke/contract';
import { AppError } from '@otodoke/domain';
import type { z } from 'zod';
import { GatewayError, type PaymentGateway } from '../../integrations/payment-gateway/payment-gateway.ts';
import type { IndividualRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/client.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import type { Logger } from '../../platform/logger.ts';
import type { PaymentCardRow } from './billing.repository.ts';
import * as repo from './billing.repository.ts';

const presentCard = (row: PaymentCardRow) => ({
  brand: row.brand,
  last4: row.last4,
  exp_month: row.expMonth,
  exp_year: row.expYear,
  created_at: row.createdAt.toISOString(),
});

export function createCardsService(deps: { db: Db; gateway: PaymentGateway; publicUrl: string; logger: Logger }) {
  const { db, gateway, publicUrl, logger } = deps;

  async function customerOf(account: ActingAccount, individual: IndividualRow) {
    const known = await repo.findCustomer(db, account.row.id);
    if (known) return known.gatewayCustomerId;
    const { customerId } = await gateway.createCustomer({
      email: individual.email,
      name: account.row.companyName || account.row.name,
      accountId: account.row.id,
      // One customer per account, however often this races.
      idempotencyKey: `otodoke-customer-${account.row.id}`,
    });
    return (await repo.insertCustomer(db, account.row.id, customerId)).gatewayCustomerId;
  }

  const unavailable = (error: unknown): never => {
    if (error instanceof AppError) throw error;
    logger.warn({ err: error }, 'payment gateway request failed');
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
  };

  return {
    async get(account: ActingAccount, methods: string[]) {
      const card = await repo.findCard(db, account.row.id);
      return {
        card: card ? presentCard(card) : null,
        methods: methods as Array<z.output<typeof checkoutMethodSchema>>,
        gateway_is_simulator: gateway.isSimulator,
        balance: await repo.balanceOf(db, account.row.id),
      };
    },

    async startSetup(account: ActingAccount, individual: IndividualRow, returnTo: string | undefined) {
      try {
        const customerId = await customerOf(account, individual);
        const back = encodeURIComponent(returnTo ?? '/dashboard/profile/card');
        const setup = await gateway.startCardSetup({
          customerId,
          // _acid brings the browser back acting for this account, whichever account the session would pick.
          successUrl: `${publicUrl}/dashboard/profile/card?session_id={CHECKOUT_SESSION_ID}&return_to=${back}&_acid=${account.row.id}`,
          cancelUrl: `${publicUrl}/dashboard/profile/card?canceled=1&return_to=${back}&_acid=${account.row.id}`,
          idempotencyKey: `otodoke-card-setup-${account.row.id}-${Date.now()}`,
        });
        await repo.insertCardSetup(db, {
          sessionId: setup.sessionId,
          accountId: account.row.id,
          individualId: individual.id,
        });
        return { url: setup.url };
      } catch (error) {
        return unavailable(error);
      }
    },

    async completeSetup(account: ActingAccount, individual: IndividualRow, sessionId: string) {
      const previous = await repo.findCard(db, account.row.id);
      let saved: PaymentCardRow | null = null;
      try {
        saved = await db.transaction(async (tx) => {
          const setup = await repo.lockCardSetup(tx, account.row.id, sessionId);
          if (!setup) throw new AppError('NOT_FOUND');
          // Reloading the return page finishes nothing twice.
          if (setup.finishedAt) return repo.findCard(tx, account.row.id);
          const card = await gateway.finishCardSetup(sessionId);
          await repo.upsertCard(tx, {
            accountId: account.row.id,
            gatewayPaymentMethodId: card.paymentMethodId,
            brand: card.brand,
            last4: card.last4,
            expMonth: card.expMonth,
            expYear: card.expYear,
            registeredBy: individual.id,
          });
          await repo.finishCardSetup(tx, sessionId);
          return repo.findCard(tx, account.row.id);
        });
      } catch (error) {
        if (error instanceof GatewayError && error.status > 0 && error.status < 500)
          throw new AppError('TOKEN_INVALID');
        unavailable(error);
      }
      if (!saved) throw new AppError('NOT_FOUND');
      if (previous && previous.gatewayPaymentMethodId !== saved.gatewayPaymentMethodId) {
        // The replaced card is removed at the gateway too; a failure here leaves only an unused token there.
        await gateway.detachCard(previous.gatewayPaymentMethodId).catch((error: unknown) => {
          logger.warn({ err: error }, 'could not detach the replaced card');
        });
      }
      return presentCard(saved);
    },

    async remove(account: ActingAccount) {
      const card = await repo.findCard(db, account.row.id);
      if (!card) throw new AppError('CARD_NOT_REGISTERED');
      await repo.deleteCard(db, account.row.id);
      await gateway.detachCard(card.gatewayPaymentMethodId).catch((error: unknown) => {
        logger.warn({ err: error }, 'could not detach the removed card');
      });
    },
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
