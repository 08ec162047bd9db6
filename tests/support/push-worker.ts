import { refreshingClients } from '../../integrations/oauth/index.js';
import { PushWorker, type PushWorkerSettings } from '../../integrations/push/index.js';
import type { Portal } from '../../portal/portal.js';

/**
 * A push worker of the test's own on the portal's database, connections and pushes, started: what another portal
 * process runs, or this one after a restart. The portal's wake-ups do not reach it: it finds due pushes by polling.
 */
export function startPushWorker(portal: Portal, settings: PushWorkerSettings): PushWorker {
  const { pool, integrations } = portal.deps;
  const worker = new PushWorker({
    pool,
    pushes: integrations.pushes,
    cipher: integrations.cipher,
    clientFor: refreshingClients({ pool, cipher: integrations.cipher, oauth: integrations.oauth }),
    ...settings,
  });
  worker.start();
  return worker;
}
