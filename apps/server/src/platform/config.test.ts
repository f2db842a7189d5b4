import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

const SELLER = {
  PAYMENT_GATEWAY: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  SELLER_NAME: '音届け株式会社',
  SELLER_ADDRESS: '東京都渋谷区神南1-1-1',
  INVOICE_REGISTRATION_NUMBER: 'T3010401099999',
  STORE_DELIVERY: 'real',
  STORE_ENDPOINTS_FILE: '/etc/otodoke/stores.json',
  DDEX_PARTY_ID: 'PADPIDA2014021101X',
  PUBLIC_URL: 'https://otodoke.example',
  GOOGLE_OIDC_ISSUER: 'https://accounts.google.com',
  GOOGLE_CLIENT_ID: 'otodoke.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'google-secret',
};

describe('loadConfig', () => {
  it('starts a development server on port 3000 with local data and the simulators when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      mail: { smtpUrl: undefined, from: 'Otodoke <no-reply@otodoke.test>' },
      captcha: { provider: 'altcha' },
      google: { mode: 'simulator', port: 3010 },
      seedDemo: true,
      simulators: 'in-process',
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.sessionSecret.length).toBeGreaterThan(0);
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reaches simulators that run as processes of their own with SIMULATORS=separate, and refuses another value', () => {
    expect(loadConfig({ SIMULATORS: 'separate' }).simulators).toBe('separate');
    expect(() => loadConfig({ SIMULATORS: 'elsewhere' })).toThrow(/SIMULATORS/);
  });

  it('treats empty values as unset and derives the public URL from the port', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: '', SMTP_URL: '', DATA_DIR: 'var/otodoke' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('var/otodoke'));
    expect(loadConfig({ PUBLIC_URL: 'https://otodoke.example/' }).publicUrl).toBe('https://otodoke.example');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db.example/otodoke'],
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_URL', 'otodoke.example'],
    ['LOG_LEVEL', 'verbose'],
  ])('refuses %s=%s and names the variable', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toMatch(/^Invalid configuration:/);
    expect(error.message).toContain(`  ${name}: `);
  });

  it('accepts a PostgreSQL URL', () => {
    const url = 'postgres://otodoke@db.example:5432/otodoke';
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it('wants all three Google settings or none', () => {
    const partials: Record<string, string>[] = [
      { GOOGLE_CLIENT_ID: 'id' },
      { GOOGLE_OIDC_ISSUER: 'https://accounts.google.com', GOOGLE_CLIENT_SECRET: 'secret' },
    ];
    for (const partial of partials) {
      expect(configError(partial).message).toContain('GOOGLE_OIDC_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
    }
    const real = loadConfig({
      GOOGLE_OIDC_ISSUER: 'https://accounts.google.com',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(real.google).toEqual({
      mode: 'real',
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
  });

  it('wants both hCaptcha keys when hCaptcha is chosen', () => {
    expect(configError({ CAPTCHA_PROVIDER: 'hcaptcha', HCAPTCHA_SITE_KEY: 'site' }).message).toContain(
      'HCAPTCHA_SITE_KEY and HCAPTCHA_SECRET',
    );
  });

  it('names the seller on receipts: required in production, with a registration number whose check digit holds', () => {
    expect(
      configError({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x',
        PAYMENT_GATEWAY: 'stripe',
        STRIPE_SECRET_KEY: 'k',
        STRIPE_WEBHOOK_SECRET: 'w',
      }).message,
    ).toContain('SELLER_NAME, SELLER_ADDRESS and INVOICE_REGISTRATION_NUMBER: required in production');
    // The simulator's keys are public: it never takes payments in production.
    expect(
      configError({ NODE_ENV: 'production', SESSION_SECRET: 'x', ...SELLER, PAYMENT_GATEWAY: 'simulator' }).message,
    ).toContain('PAYMENT_GATEWAY: must be stripe in production');
    expect(configError({ INVOICE_REGISTRATION_NUMBER: 'T1010401099999' }).message).toContain(
      'INVOICE_REGISTRATION_NUMBER',
    );
    expect(loadConfig({ ...SELLER }).seller).toEqual({
      name: '音届け株式会社',
      address: '東京都渋谷区神南1-1-1',
      invoiceRegistrationNumber: 'T3010401099999',
    });
  });

  it('names a support address for the help pages: a development default, none in production unless set', () => {
    expect(loadConfig({}).supportEmail).toBe('support@otodoke.test');
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-long-random-secret', ...SELLER };
    expect(loadConfig(production).supportEmail).toBeNull();
    expect(loadConfig({ ...production, SUPPORT_EMAIL: 'help@otodoke.example' }).supportEmail).toBe(
      'help@otodoke.example',
    );
    expect(configError({ SUPPORT_EMAIL: 'not an address' }).message).toContain('SUPPORT_EMAIL');
  });

  it('requires SESSION_SECRET in production and never seeds demo data there', () => {
    expect(configError({ NODE_ENV: 'production' }).message).toContain('SESSION_SECRET: required in production');
    const production = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'a-long-random-secret', ...SELLER });
    expect(production).toMatchObject({ isProduction: true, sessionSecret: 'a-long-random-secret', seedDemo: false });
    expect(loadConfig({ SEED_DEMO: 'never' }).seedDemo).toBe(false);
  });

  it('requires an https PUBLIC_URL in production, so session cookies are always Secure', () => {
    const { PUBLIC_URL: _url, ...withoutUrl } = SELLER;
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-long-random-secret' };
    for (const env of [withoutUrl, { ...withoutUrl, PUBLIC_URL: 'http://otodoke.example' }]) {
      const error = configError({ ...production, ...env });
      expect(error.message).toMatch(/^Invalid configuration:/);
      expect(error.message).toContain('  PUBLIC_URL: ');
    }
    expect(loadConfig({ ...production, ...SELLER }).publicUrl).toBe('https://otodoke.example');
    // Development keeps its http://localhost default.
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
  });

  it('refuses to start in production with the Google sign-in simulator, naming the variables to set', () => {
    const {
      GOOGLE_OIDC_ISSUER: _issuer,
      GOOGLE_CLIENT_ID: _id,
      GOOGLE_CLIENT_SECRET: _secret,
      ...withoutGoogle
    } = SELLER;
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-long-random-secret', ...withoutGoogle };
    expect(configError(production).message).toBe(
      'Invalid configuration:\n  GOOGLE_OIDC_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: required in production (the Google sign-in simulator is for development)',
    );
    expect(loadConfig({ ...production, ...SELLER }).google).toEqual({
      mode: 'real',
      issuer: 'https://accounts.google.com',
      clientId: 'otodoke.apps.googleusercontent.com',
      clientSecret: 'google-secret',
    });
    // Development and tests keep the simulator.
    expect(loadConfig({}).google).toMatchObject({ mode: 'simulator' });
  });

  it('searches store artists in the store catalogue simulator by default, and the real stores only with their keys', () => {
    expect(loadConfig({}).storeCatalog).toEqual({ mode: 'simulator', port: 3040 });
    expect(loadConfig({ STORE_CATALOG_SIMULATOR_PORT: '0' }).storeCatalog).toEqual({ mode: 'simulator', port: 0 });
    expect(configError({ STORE_CATALOG: 'real' }).message).toContain('required when STORE_CATALOG=real');
    expect(
      loadConfig({
        STORE_CATALOG: 'real',
        APPLE_MUSIC_DEVELOPER_TOKEN: 'apple-token',
        SPOTIFY_CLIENT_ID: 'spotify-id',
        SPOTIFY_CLIENT_SECRET: 'spotify-secret',
      }).storeCatalog,
    ).toEqual({
      mode: 'real',
      appleMusicDeveloperToken: 'apple-token',
      spotifyClientId: 'spotify-id',
      spotifyClientSecret: 'spotify-secret',
    });
  });

  it('delivers to the store simulator by default, and to real stores only with their file and a party id', () => {
    expect(loadConfig({}).storeDelivery).toMatchObject({ mode: 'simulator', port: 3030 });
    expect(configError({ STORE_DELIVERY: 'real' }).message).toContain('STORE_ENDPOINTS_FILE and DDEX_PARTY_ID');
    expect(configError({ DDEX_PARTY_ID: 'not-a-dpid' }).message).toContain('DDEX_PARTY_ID');
    const { STORE_DELIVERY: _real, ...withoutStores } = SELLER;
    expect(
      configError({ NODE_ENV: 'production', SESSION_SECRET: 'a-long-random-secret', ...withoutStores }).message,
    ).toContain('STORE_DELIVERY: must be real in production');
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'a-long-random-secret', ...SELLER })).toMatchObject({
      storeDelivery: { mode: 'real' },
      ddexParty: { dpid: 'PADPIDA2014021101X' },
    });
  });

  it('keeps files on the local disk by default, and in an S3 bucket only with its name and keys', () => {
    expect(loadConfig({}).storage).toEqual({ mode: 'local' });
    expect(configError({ STORAGE: 's3', S3_BUCKET: 'files' }).message).toContain(
      'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required when STORAGE=s3',
    );
    expect(configError({ STORAGE: 'gcs' }).message).toContain('STORAGE');
    expect(configError({ STORAGE: 's3', S3_ENDPOINT: 'not a url' }).message).toContain('S3_ENDPOINT');
    const s3 = { STORAGE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(s3).storage).toEqual({
      mode: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'files',
      forcePathStyle: false,
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
    });
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:3050', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'true' })
        .storage,
    ).toMatchObject({ endpoint: 'http://127.0.0.1:3050', region: 'auto', forcePathStyle: true });
  });
});
