// Runs the object storage simulator on its own (`npm run object-storage-sim`), for pointing the server at it
// (STORAGE=s3) or an S3 tool. The port comes from OBJECT_STORAGE_SIMULATOR_PORT (default 3050).
import { startObjectStorageSimulator } from './index.ts';

function readPort(value: string | undefined): number {
  const port = Number(value ?? 3050);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`OBJECT_STORAGE_SIMULATOR_PORT must be a port number, not "${value}"`);
  }
  return port;
}

const simulator = await startObjectStorageSimulator({ port: readPort(process.env.OBJECT_STORAGE_SIMULATOR_PORT) });

process.stdout.write(
  [
    '',
    `  Object storage simulator (S3, path-style) on ${simulator.endpoint}, objects kept in memory`,
    '  Point the server at it with:',
    `    STORAGE=s3 S3_ENDPOINT=${simulator.endpoint} S3_REGION=${simulator.region} S3_BUCKET=${simulator.buckets[0]} \\`,
    `    S3_ACCESS_KEY_ID=${simulator.accessKeyId} S3_SECRET_ACCESS_KEY=${simulator.secretAccessKey} S3_FORCE_PATH_STYLE=true`,
    '',
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
