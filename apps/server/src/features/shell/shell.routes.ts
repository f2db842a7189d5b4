// Page requests: the HTML shell for every known page (404 for the rest), sign-in and maintenance redirects.

import fastifyStatic from '@fastify/static';
import { matchWebRoute } from '@otodoke/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../../platform/http/api-paths.ts';
import { sendError } from '../../platform/http/errors.ts';
import type { PageProviders } from '../../platform/http/page-facts.ts';
import { scriptNonceOf } from '../../platform/http/security-headers.ts';
import type { AccountsService } from '../accounts/index.ts';
import { canonicalPageUrl } from './canonical-host.ts';
import { headTags, loadShellTemplate } from './html-shell.ts';
import { encodePage } from './page-encoding.ts';
import { loadPageRenderer } from './page-renderer.ts';

/** Pages still reachable in maintenance mode, so operators can sign in and switch it off. */
const MAINTENANCE_OPEN_PAGES = ['/maintenance', '/admin', '/creators'];
const PASSWORD_RESET_PAGES = ['/dashboard/profile', '/dashboard/profile/basic-info'];
const COMPRESSED_VARIANTS = ['**/*.br', '**/*.gz'];

export async function registerShell(
  app: FastifyInstance,
  deps: {
    accounts: AccountsService;
    distDir: string;
    publicUrl: string;
    isProduction: boolean;
    /** HOST, the address the server binds to: one of its names. */
    bindHost: string;
    isMaintenance: () => Promise<boolean>;
    /** What capabilities say of their pages (title, description, image, languages, or that it is not there). */
    pages: PageProviders;
    demoSignIn: { email: string; password: string } | null;
    googleIsSimulator: boolean;
    /** Who sells the service (receipts name it too): the legal pages show it, so they say what the receipts say. */
    seller: { name: string; address: string; invoiceRegistrationNumber: string };
    /** Where users write for help (null: none configured). */
    supportEmail: string | null;
  },
) {
  const shell = loadShellTemplate(deps.distDir);
  const renderer = loadPageRenderer(deps.distDir, (error) => app.log.error({ err: error }, 'page renderer failed'));
  /** A GET of the service's own API in-process, as a signed-out visitor in `language` would make it. */
  const readApi = (language: 'ja' | 'en') => async (apiPath: string) => {
    const answer = await app.inject({
      method: 'GET',
      url: apiPath,
      headers: { accept: 'application/json', 'x-otodoke-language': language },
    });
    return { status: answer.statusCode, json: answer.statusCode === 200 ? answer.json() : null };
  };
  if (shell.built) {
    // The build writes .br and .gz next to each compressible file: sent to browsers that accept them, with
    // Vary: Accept-Encoding; the variants are no URLs of their own.
    await app.register(fastifyStatic, {
      root: `${deps.distDir}/assets`,
      prefix: '/assets/',
      wildcard: false,
      immutable: true,
      maxAge: '365d',
      preCompressed: true,
      globIgnore: COMPRESSED_VARIANTS,
    });
    await app.register(fastifyStatic, {
      root: deps.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      // wildcard:false registers one route per globbed file: skip the assets served above and the HTML shell.
      globIgnore: ['assets/**', '**/*.html', ...COMPRESSED_VARIANTS],
      allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.startsWith('/assets'),
    });
  }

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const address = app.server.address();
    const canonical = canonicalPageUrl(
      { host: request.host, url: request.url },
      {
        publicUrl: deps.publicUrl,
        isProduction: deps.isProduction,
        bindHost: deps.bindHost,
        listenPort: typeof address === 'object' && address ? address.port : null,
      },
    );
    if (canonical) return reply.redirect(canonical, 308);
    const url = new URL(request.url, deps.publicUrl);
    const ctx = request.ctx;
    const isAdmin = Boolean(ctx.individual?.isAdmin) && !ctx.isTakeover;
    // The password-reset mail opens the basic-info modal; whoever holds the token may see it signed out.
    const isPasswordResetLink =
      PASSWORD_RESET_PAGES.includes(url.pathname) &&
      url.searchParams.get('modal_type') === 'password' &&
      url.searchParams.has('token');
    if (
      (await deps.isMaintenance()) &&
      !isAdmin &&
      !isPasswordResetLink &&
      !MAINTENANCE_OPEN_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))
    ) {
      return reply.redirect('/maintenance', 302);
    }
    const matched = matchWebRoute(url.pathname);
    const route = matched?.route ?? null;
    // The password-reset mail opens the basic-info modal; whoever holds the token may see it signed out.
    if (route?.access === 'signed-in' && !ctx.individual && !isPasswordResetLink) {
      const back = encodeURIComponent(url.pathname + url.search);
      return reply.redirect(`/creators?action=signin&redirect_url=${back}`, 302);
    }
    const allowed = route && !(route.access === 'admin' && !isAdmin);
    // What the page shows, from the capability it belongs to: its own title, or a 404 when it does not exist.
    const provider = allowed ? deps.pages.of(route.pattern) : undefined;
    const facts = provider ? await provider({ params: matched!.params, language: ctx.language }) : undefined;
    const visible = allowed && facts !== null;
    const state = await deps.accounts.sessionState(ctx, {
      theme: visible ? route.theme : 'light',
      pageVia: url.searchParams.get('via'),
      // The dashboard's first paint has its first steps and sales summary; other pages do not pay for them.
      dashboard: visible ? route.pattern === '/dashboard' : false,
    });
    const head = headTags({
      route: visible ? route : null,
      language: ctx.language,
      url: url.href,
      facts: visible ? facts : null,
      notFoundTitle: ctx.language === 'ja' ? 'ページが見つかりません | 音届け Otodoke' : 'Page not found | Otodoke',
    });
    reply
      .status(visible ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-language', ctx.language)
      .header('vary', 'Accept-Encoding');
    // A signed-out visitor's landing page paints from markup rendered at build time, and the public pages that declare
    // their reads (an article) from markup rendered now; the app renders over it, starting from the same answers.
    const signedOutPage = visible && !ctx.individual;
    const rendered =
      signedOutPage && route.pattern !== '/'
        ? await renderer.render({
            url: url.pathname + url.search,
            pattern: route.pattern,
            params: matched!.params,
            language: ctx.language,
            read: readApi(ctx.language),
          })
        : null;
    const content =
      signedOutPage && route.pattern === '/' ? shell.prerenderedLanding(ctx.language) : (rendered?.html ?? null);
    const html = shell.render(
      head,
      {
        ...state,
        demo_sign_in: deps.demoSignIn,
        google_sign_in: { is_simulator: deps.googleIsSimulator },
        seller: {
          name: deps.seller.name,
          address: deps.seller.address,
          invoice_registration_number: deps.seller.invoiceRegistrationNumber,
        },
        support_email: deps.supportEmail,
        ...(rendered ? { page_data: rendered.pageData } : {}),
      },
      ctx.language,
      scriptNonceOf(reply.raw),
      content ?? undefined,
    );
    const page = await encodePage(html, request.headers['accept-encoding']);
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return page.body;
  }

  app.setNotFoundHandler(async (request, reply) => {
    // No ctx: a path the request hook skips (a missing /assets/ file), which has no page to render.
    if (!request.ctx || isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, request.ctx?.language ?? 'ja', 'NOT_FOUND');
    }
    return renderPage(request, reply);
  });
}
