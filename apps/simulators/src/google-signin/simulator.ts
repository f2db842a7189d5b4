// Google sign-in simulator: a real OpenID Connect provider (oidc-provider) on loopback with a sign-in page where
// you type any e-mail address and name. It is what `npm start` uses when no Google credentials are configured,
// and what the tests sign in against. Run alone with `npm run google-sim`.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import { GOOGLE_SIMULATOR_CLIENT } from '../access.ts';

export const SIMULATOR_CLIENT_ID = GOOGLE_SIMULATOR_CLIENT.clientId;
export const SIMULATOR_CLIENT_SECRET = GOOGLE_SIMULATOR_CLIENT.clientSecret;

export interface GoogleSimulator {
  issuer: string;
  server: Server;
  close(): Promise<void>;
}

interface SimulatedUser {
  email: string;
  name: string;
}

/** oidc-provider's storage interface, kept in memory: simulated sign-ins need not survive a restart. */
class MemoryAdapter {
  private static readonly store = new Map<string, { payload: Record<string, unknown>; expiresAt: number }>();
  private readonly model: string;
  constructor(model: string) {
    this.model = model;
  }
  private key(id: string) {
    return `${this.model}:${id}`;
  }
  async upsert(id: string, payload: Record<string, unknown>, expiresIn: number) {
    MemoryAdapter.store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
  }
  async find(id: string) {
    const entry = MemoryAdapter.store.get(this.key(id));
    return entry && entry.expiresAt > Date.now() ? entry.payload : undefined;
  }
  async findByUserCode() {
    return undefined;
  }
  async findByUid(uid: string) {
    for (const [key, entry] of MemoryAdapter.store) {
      if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return entry.payload;
    }
    return undefined;
  }
  async consume(id: string) {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    MemoryAdapter.store.delete(this.key(id));
  }
  async revokeByGrantId(grantId: string) {
    for (const [key, entry] of MemoryAdapter.store)
      if (entry.payload.grantId === grantId) MemoryAdapter.store.delete(key);
  }
}

function signingKeys() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'simulator' }] };
}

function subjectFor(email: string): string {
  return `sim-${createHash('sha256').update(email).digest('hex').slice(0, 20)}`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function loginPage(uid: string, clientId: string, error: string | null): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Google sign-in simulator</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f3f4;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 1px 3px #0003;padding:32px;width:min(400px,92vw)}
h1{font-size:22px;margin:0 0 4px}p{color:#555;font-size:14px}label{display:block;font-size:14px;margin:16px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;border-radius:6px;font-size:16px}
button{margin-top:20px;width:100%;padding:12px;background:#1a73e8;color:#fff;border:0;border-radius:6px;font-size:16px;cursor:pointer}
.badge{display:inline-block;background:#fce8b2;color:#5f4b00;border-radius:4px;padding:2px 8px;font-size:12px}.error{color:#c5221f}</style></head>
<body><main><span class="badge">SIMULATOR</span><h1>Sign in with Google</h1>
<p>Local Google sign-in simulator for <strong>${escapeHtml(clientId)}</strong>. No real Google account is used: enter any address.</p>
${error ? `<p class="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email">
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name">
<button type="submit">Continue</button></form></main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startGoogleSimulator(options: {
  port: number;
  host?: string;
  redirectUris: string[];
}): Promise<GoogleSimulator> {
  const host = options.host ?? '127.0.0.1';
  const users = new Map<string, SimulatedUser>();
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const issuer = `http://${host}:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: SIMULATOR_CLIENT_ID,
        client_secret: SIMULATOR_CLIENT_SECRET,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google, put the scope's claims (email, name) in the ID token, not only behind the userinfo endpoint.
    conformIdTokenClaims: false,
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    adapter: MemoryAdapter,
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    jwks: signingKeys(),
    pkce: { required: () => true },
    findAccount: async (_ctx: unknown, sub: string) => {
      const user = users.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: user.email, email_verified: true, name: user.name }),
      };
    },
  });
  const handleProvider = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (!match) {
      handleProvider(req, res);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        const clientId = String(details.params.client_id ?? '');
        if (req.method === 'GET' && !match[2]) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
          res.end(loginPage(details.uid, clientId, null));
          return;
        }
        const form = await readForm(req);
        const email = (form.get('email') ?? '').trim().toLowerCase();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
          res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
          res.end(loginPage(details.uid, clientId, 'Enter a valid e-mail address.'));
          return;
        }
        const sub = subjectFor(email);
        users.set(sub, { email, name: (form.get('name') ?? '').trim() || email.split('@')[0]! });
        const grant = new provider.Grant({ accountId: sub, clientId });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: sub }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Google sign-in simulator: ${(error as Error).message}`);
      }
    })();
  });

  return {
    issuer,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
