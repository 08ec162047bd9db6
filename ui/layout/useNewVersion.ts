import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** api-contract §7.1 and §9.1: the page index is checked every 5 minutes, and on each navigation (product-spec §2). */
const CHECK_MS = 300_000;

/** The portal's entry script in a page: its name carries the build's hash, so a new deployment has another. */
const entryOf = (document: Document): string | null => document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;

/** Whether the page index now served names another entry script than this page was started with. */
async function newVersionDeployed(running: string): Promise<boolean> {
  // Past every cache: the index is served no-cache, this asks the server itself.
  const answer = await fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  if (!answer.ok) return false;
  const served = entryOf(new DOMParser().parseFromString(await answer.text(), 'text/html'));
  return served !== null && served !== running;
}

/**
 * Whether a new version of the portal has been deployed since this page loaded. Once it says so it stays so: the
 * warning is persistent until the page is refreshed. A failed check (offline, maintenance) says nothing.
 */
export function useNewVersion(): boolean {
  const { pathname } = useLocation();
  const [deployed, setDeployed] = useState(false);

  useEffect(() => {
    const running = entryOf(document);
    if (running === null || deployed) return;
    let cancelled = false;
    const check = () =>
      newVersionDeployed(running).then(
        (changed) => !cancelled && changed && setDeployed(true),
        () => undefined,
      );
    void check();
    const timer = window.setInterval(() => void check(), CHECK_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
    // Each navigation checks once more (the path is the dependency that says a navigation happened).
  }, [pathname, deployed]);

  return deployed;
}
