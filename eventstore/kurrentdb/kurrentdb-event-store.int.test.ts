import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { describeEventStoreContract } from '../contract.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

/**
 * Runs the shared contract against KURRENTDB_URL when it is set, else against a KurrentDB started in Docker
 * (testcontainers) when a Docker engine answers. Without either the suite shows as skipped, with the reason.
 */
const IMAGE = process.env.KURRENTDB_IMAGE ?? 'docker.kurrent.io/kurrent-latest/kurrentdb:latest';
const PING_TIMEOUT_MS = 2000;

interface KurrentServer {
  url: string;
  stop(): Promise<void>;
}

const configuredUrl = process.env.KURRENTDB_URL || undefined;
const dockerReachable = configuredUrl ? false : await pingDocker();
const title = configuredUrl
  ? 'KurrentDB at KURRENTDB_URL'
  : dockerReachable
    ? `KurrentDB in a Docker container (${IMAGE})`
    : 'KurrentDB event store contract (skipped: no KURRENTDB_URL and no Docker engine reachable)';

describe.skipIf(!configuredUrl && !dockerReachable)(title, () => {
  let server: KurrentServer | undefined;
  // Pulling the image on a first run takes longer than the usual hook timeout.
  beforeAll(async () => {
    server = configuredUrl ? { url: configuredUrl, stop: async () => undefined } : await startContainer();
  }, 600_000);
  afterAll(async () => server?.stop());

  describeEventStoreContract('KurrentDB', async () => {
    if (!server) throw new Error('KurrentDB did not start');
    const store = KurrentDbEventStore.connect(server.url);
    return { store, close: () => store.close() };
  });
});

async function startContainer(): Promise<KurrentServer> {
  const testcontainers = await import('testcontainers').catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `A Docker engine is reachable but testcontainers cannot load on Node ${process.version} (${reason}); ` +
        'set KURRENTDB_URL to test against a running KurrentDB instead',
    );
  });
  const container = await new testcontainers.GenericContainer(IMAGE)
    .withEnvironment({
      KURRENTDB_CLUSTER_SIZE: '1',
      KURRENTDB_INSECURE: 'true',
      KURRENTDB_MEM_DB: 'true',
      KURRENTDB_RUN_PROJECTIONS: 'None',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(testcontainers.Wait.forHealthCheck())
    .withStartupTimeout(240_000)
    .start();
  return {
    url: `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
}

/** Whether a Docker engine answers `GET /_ping` within two seconds, so an absent one never stalls the run. */
async function pingDocker(): Promise<boolean> {
  for (const endpoint of dockerEndpoints()) {
    if (await ping(endpoint)) return true;
  }
  return false;
}

function dockerEndpoints(): http.RequestOptions[] {
  const dockerHost = process.env.DOCKER_HOST;
  if (dockerHost?.startsWith('unix://')) return [{ socketPath: dockerHost.slice('unix://'.length) }];
  if (dockerHost?.startsWith('tcp://')) {
    const url = new URL(dockerHost.replace(/^tcp:/, 'http:'));
    return [{ host: url.hostname, port: Number(url.port || 2375) }];
  }
  const sockets = [
    '/var/run/docker.sock',
    path.join(os.homedir(), '.docker', 'run', 'docker.sock'),
    process.env.XDG_RUNTIME_DIR ? path.join(process.env.XDG_RUNTIME_DIR, 'docker.sock') : undefined,
  ];
  return sockets.filter((socket): socket is string => !!socket && fs.existsSync(socket)).map((socketPath) => ({ socketPath }));
}

function ping(endpoint: http.RequestOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ ...endpoint, path: '/_ping', timeout: PING_TIMEOUT_MS }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}
