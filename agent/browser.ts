import { spawn } from 'node:child_process';

/** The program that opens an address in the person's default browser, without a shell that would parse it. */
function browserCommand(platform: NodeJS.Platform, url: string): [string, string[]] {
  if (platform === 'win32') return ['rundll32', ['url.dll,FileProtocolHandler', url]];
  if (platform === 'darwin') return ['open', [url]];
  return ['xdg-open', [url]];
}

/** Opens the address in the browser if it can; `login` prints the address too, for when it cannot. */
export function openBrowser(url: string): void {
  const [command, args] = browserCommand(process.platform, url);
  try {
    const child = spawn(command, args, { detached: true, stdio: 'ignore' });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // No such program (a server without a desktop): the printed address is the way.
  }
}
