// Google sign-in through OpenID Connect (authorization code + PKCE + nonce). The same client talks to Google in
// production and to the local Google sign-in simulator (simulator.ts) by default; only the issuer differs.
import * as oidc from 'openid-client';

export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OpenIdSignIn {
  readonly providerName: string;
  readonly isSimulator: boolean;
  newChecks(): OidcChecks;
  authorizationUrl(checks: OidcChecks, redirectUri: string): Promise<string>;
  /** Exchanges the code in `callbackUrl` and returns the verified ID token's identity. */
  identify(callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentity>;
}

export function createOpenIdSignIn(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  isSimulator: boolean;
}): OpenIdSignIn {
  let configuration: Promise<oidc.Configuration> | null = null;
  const configure = () => {
    configuration ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        options.clientSecret,
        undefined,
        options.issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = null; // try discovery again next time
        throw error;
      });
    return configuration;
  };
  return {
    providerName: options.isSimulator ? 'Google (simulator)' : 'Google',
    isSimulator: options.isSimulator,
    newChecks: () => ({
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    }),
    async authorizationUrl(checks, redirectUri) {
      const config = await configure();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
        // Google's account chooser; oidc-provider refuses that value, and its `login` likewise always shows the page.
        prompt: options.isSimulator ? 'login' : 'select_account',
      });
      return url.href;
    },
    async identify(callbackUrl, checks) {
      const config = await configure();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    },
  };
}
