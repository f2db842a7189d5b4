// Runs the payment gateway simulator on its own (`npm run payments-sim`), for pointing the
// app at it by hand or poking it with curl. Settings come from the environment; the defaults match the app's.
import { closeOnSignals, readPort } from '../http-kit.ts';
import { startPaymentSimulator } from './index.ts';

const simulator = await startPaymentSimulator({
  port: readPort('PAYMENT_SIMULATOR_PORT', 3020),
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

closeOnSignals(simulator);
