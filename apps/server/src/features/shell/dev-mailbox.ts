// /dev/mailbox: outside production, the mail the service would have sent, newest first, with clickable links.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { recentMail } from '../../platform/mail/mailer.ts';
import { escapeHtml } from './html-shell.ts';

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** A recipient filter no stored address can match (not one string, NUL, a lone surrogate): nothing to look up. */
const isUnmatchable = (to: unknown) =>
  to !== undefined && (typeof to !== 'string' || to.includes('\u0000') || !to.isWellFormed());

export function registerDevMailbox(app: FastifyInstance, db: Db) {
  const list = async (to: string | undefined) => (isUnmatchable(to) ? [] : recentMail(db, to, 100));

  app.get('/dev/mailbox.json', async (request) => {
    const { to } = request.query as { to?: string };
    const rows = await list(to);
    return {
      items: rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, created_at: m.createdAt })),
    };
  });

  app.get('/dev/mailbox', async (request, reply) => {
    const { to } = request.query as { to?: string };
    const rows = await list(to);
    const shown = typeof to === 'string' && to.isWellFormed() ? to.replaceAll('\u0000', '') : '';
    const items = rows
      .map(
        (
          m,
        ) => `<article><header><strong>${escapeHtml(m.subject)}</strong><br><small>To: ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</small></header>
<pre>${linkify(m.text)}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Developer mailbox · Otodoke</title><style>body{font-family:system-ui,sans-serif;max-width:860px;margin:0 auto;padding:16px;background:#f6f6fb}
h1{font-size:22px}article{background:#fff;border-radius:8px;padding:12px 16px;margin:12px 0;box-shadow:0 1px 2px #0002}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit}form{display:flex;gap:8px}input{flex:1;padding:8px}</style></head>
<body><h1>Developer mailbox</h1><p>Mail the service sent while no SMTP server is configured (not available in production).</p>
<form><label for="to" hidden>Recipient</label><input id="to" name="to" placeholder="Filter by recipient" value="${escapeHtml(shown)}"><button>Filter</button></form>
${items || '<p>No mail yet.</p>'}</body></html>`;
  });
}
