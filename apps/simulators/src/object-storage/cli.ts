// Runs the object storage simulator on its own (`npm run object-storage-sim`), for pointing the server at it
// (STORAGE=s3) or an S3 tool. The port comes from OBJECT_STORAGE_SIMULATOR_PORT (default 3050).
import { closeOnSignals, readPort } from '../http-kit.ts';
import { startObjectStorageSimulator } from './index.ts';

const simulator = await startObjectStorageSimulator({ port: readPort('OBJECT_STORAGE_SIMULATOR_PORT', 3050) });

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

closeOnSignals(simulator);
