// The simulators this process talks to instead of Google sign-in, the payment gateway and the store catalogue: started
// inside it (SIMULATORS=in-process, the default of `tsx src/main.ts`), or reached on loopback where npm start's
// launcher (scripts/start.mjs) runs them as processes of their own (SIMULATORS=separate): then none is even loaded.
// The store simulator is composed with delivery (store-delivery-setup.ts).
import {
  GOOGLE_SIMULATOR_CLIENT,
  loopbackUrl,
  PAYMENT_SIMULATOR_KEYS,
  storeCatalogSimulatorAccess,
} from '@otodoke/simulators/access.ts';
import { googleRedirectUri } from './features/auth/index.ts';
import { PAYMENT_WEBHOOK_PATH } from './features/billing/index.ts';
import type { StoreCatalogSimulatorAccess } from './integrations/store-catalog/from-config.ts';
import type { Config } from './platform/config.ts';

export { GOOGLE_SIMULATOR_CLIENT, PAYMENT_SIMULATOR_KEYS };

export type Simulators = {
  /** The Google sign-in simulator's issuer, when Google sign-in is simulated. */
  google: { issuer: string } | null;
  payments: { baseUrl: string } | null;
  storeCatalog: (StoreCatalogSimulatorAccess & { baseUrl: string }) | null;
  /** Stops those this process started. */
  close(): Promise<void>;
};

type Settings = Pick<Config, 'simulators' | 'google' | 'payments' | 'storeCatalog' | 'publicUrl' | 'port'>;

export async function startSimulators(config: Settings): Promise<Simulators> {
  if (config.simulators === 'separate') {
    return {
      google: config.google.mode === 'simulator' ? { issuer: loopbackUrl(config.google.port) } : null,
      payments: config.payments.mode === 'simulator' ? { baseUrl: loopbackUrl(config.payments.port) } : null,
      storeCatalog:
        config.storeCatalog.mode === 'simulator'
          ? storeCatalogSimulatorAccess(loopbackUrl(config.storeCatalog.port))
          : null,
      close: async () => {},
    };
  }
  const closers: Array<() => Promise<void>> = [];
  let google: Simulators['google'] = null;
  if (config.google.mode === 'simulator') {
    const { startGoogleSimulator } = await import('@otodoke/simulators/google-signin/simulator.ts');
    const simulator = await startGoogleSimulator({
      port: config.google.port,
      redirectUris: [googleRedirectUri(config.publicUrl, 'creators'), googleRedirectUri(config.publicUrl, 'dashboard')],
    });
    closers.push(() => simulator.close());
    google = { issuer: simulator.issuer };
  }
  // The gateway simulator notifies this service's webhook.
  let payments: Simulators['payments'] = null;
  if (config.payments.mode === 'simulator') {
    const { startPaymentSimulator } = await import('@otodoke/simulators/payment-gateway/index.ts');
    const simulator = await startPaymentSimulator({
      port: config.payments.port,
      ...PAYMENT_SIMULATOR_KEYS,
      webhookUrl: `http://127.0.0.1:${config.port}${PAYMENT_WEBHOOK_PATH}`,
      ...(config.payments.stateFile ? { stateFile: config.payments.stateFile } : {}),
    });
    closers.push(() => simulator.close());
    payments = { baseUrl: simulator.baseUrl };
  }
  let storeCatalog: Simulators['storeCatalog'] = null;
  if (config.storeCatalog.mode === 'simulator') {
    const { startStoreCatalogSimulator } = await import('@otodoke/simulators/store-catalog/index.ts');
    const simulator = await startStoreCatalogSimulator({ port: config.storeCatalog.port });
    closers.push(() => simulator.close());
    storeCatalog = simulator;
  }
  return {
    google,
    payments,
    storeCatalog,
    close: async () => {
      for (const close of closers.reverse()) await close();
    },
  };
}
