import { expect } from 'vitest';
import type { OAuthSettings } from '../../integrations/oauth/index.js';
import { HarvestFake } from '../../integrations/testing/harvest-server.js';
import { startBrowserPortal, type BrowserPortal } from './support.js';

export interface PortalWithHarvest {
  portal: BrowserPortal;
  /** Harvest's contract server (integrations/testing/): what the portal sent it, and its answers' drift. */
  harvest: HarvestFake;
  /** Closes both, and checks that every call to Harvest kept to its documented contract. */
  close(): Promise<void>;
}

/**
 * The browser portal whose connections may point at local contract servers (a short push timeout), and Harvest's;
 * `oauth` points the OAuth systems at their contract servers too.
 */
export async function startPortalWithHarvest(oauth?: OAuthSettings): Promise<PortalWithHarvest> {
  const harvest = await HarvestFake.start({ rateLimit: false });
  let portal: BrowserPortal;
  try {
    portal = await startBrowserPortal({ portal: { integrations: { allowBaseUrl: true, worker: { timeoutMs: 2000, maxPollMs: 100 }, ...(oauth ? { oauth } : {}) } } });
  } catch (error) {
    await harvest.server.close();
    throw error;
  }
  return {
    portal,
    harvest,
    async close() {
      await portal.close();
      expect(harvest.server.violations()).toEqual([]);
      await harvest.server.close();
    },
  };
}
