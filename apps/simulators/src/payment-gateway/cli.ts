// Runs the payment gateway simulator on its own (`npm run payments-sim`), for pointing the
// app at it by hand or poking it with curl. Settings come from the environment; the defaults match the app's.
import { startPaymentSimulator } from './index.ts';

function readPort(value: string | undefined): number {
  const port = Number(value ?? 3020);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PAYMENT_SIMULATOR_PORT must be a port number, not "${value}"`);
  }
  return port;
}

const simulator = await startPaymentSimulator({
  port: readPort(process.env.PAYMENT_SIMULATOR_PORT),
  secretKey: process.env.PAYMENT_SIMULATOR_SECRET_KEY || 'sk_test_otodoke_simulator',
  webhookUrl: process.env.PAYMENT_WEBHOOK_URL || 'http://127.0.0.1:3000/api/v1/payments/webhook',
  webhookSecret: process.env.PAYMENT_WEBHOOK_SECRET || 'whsec_otodoke_simulator',
});

process.stdout.write(
  [
    '',
    `  Payment gateway simulator on ${simulator.baseUrl}`,
    `  apiBase for the gateway: ${simulator.baseUrl}   events: ${simulator.baseUrl}/simulator/events`,
    `  Webhooks to ${process.env.PAYMENT_WEBHOOK_URL || 'http://127.0.0.1:3000/api/v1/payments/webhook'}`,
    '  State is kept in memory only: stopping the simulator forgets it.',
    '',
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
