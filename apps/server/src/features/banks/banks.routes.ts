import * as api from '@otodoke/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { BanksService } from './banks.service.ts';

export function registerBanksRoutes(app: FastifyInstance, deps: { banks: BanksService }) {
  const { banks } = deps;
  registerEndpoint(app, api.listBanks, ({ query }) => banks.search(query.q, query.limit));
  registerEndpoint(app, api.listBankBranches, ({ params, query }) =>
    banks.branches(params.bank_code, query.q, query.limit),
  );
}
