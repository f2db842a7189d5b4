// What the simulator serves outside /v1/: its hosted pages, the voucher buttons, the event log and the index page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleCheckoutPage } from './checkout-page.ts';
import { sendHtml, sendJson } from './http.ts';
import { renderIndexPage, renderNotFoundPage } from './page-html.ts';
import { handleCarrierPage, handleThreeDSecurePage, handleVoucherAction, handleVoucherPage } from './payment-pages.ts';
import type { SimulatorState } from './state.ts';
import { listEvents } from './webhooks.ts';

interface PageRoute {
  methods: readonly string[];
  pattern: RegExp;
  handle(state: SimulatorState, req: IncomingMessage, res: ServerResponse, params: string[]): void | Promise<void>;
}

const PAGE_ROUTES: readonly PageRoute[] = [
  {
    methods: ['GET', 'POST'],
    pattern: /^\/simulator\/checkout\/([^/]+)$/,
    handle: (state, req, res, [id]) => handleCheckoutPage(state, req, res, id!),
  },
  {
    methods: ['GET', 'POST'],
    pattern: /^\/simulator\/3ds\/([^/]+)$/,
    handle: (state, req, res, [id]) => handleThreeDSecurePage(state, req, res, id!),
  },
  {
    methods: ['GET', 'POST'],
    pattern: /^\/simulator\/carrier\/([^/]+)$/,
    handle: (state, req, res, [id]) => handleCarrierPage(state, req, res, id!),
  },
  {
    methods: ['GET'],
    pattern: /^\/simulator\/vouchers\/([^/]+)$/,
    handle: (state, _req, res, [id]) => handleVoucherPage(state, res, id!),
  },
  {
    methods: ['POST'],
    pattern: /^\/simulator\/payment_intents\/([^/]+)\/(pay|expire)$/,
    handle: (state, req, res, [id, action]) =>
      handleVoucherAction(state, req, res, id!, action === 'pay' ? 'pay' : 'expire'),
  },
  {
    methods: ['GET'],
    pattern: /^\/simulator\/events$/,
    handle: (state, _req, res) => sendJson(res, 200, listEvents(state.webhooks)),
  },
  {
    methods: ['GET'],
    pattern: /^\/(?:simulator)?$/,
    handle: (_state, _req, res) => sendHtml(res, 200, renderIndexPage()),
  },
];

export async function handlePages(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  for (const route of PAGE_ROUTES) {
    const match = route.pattern.exec(url.pathname);
    if (match && route.methods.includes(req.method ?? '')) {
      return route.handle(
        state,
        req,
        res,
        match.slice(1).map((part) => decodeURIComponent(part)),
      );
    }
  }
  sendHtml(res, 404, renderNotFoundPage({ ja: 'このページは存在しません。', en: 'There is no page here.' }));
}
