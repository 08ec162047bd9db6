import net from 'node:net';

/**
 * A TCP port on 127.0.0.1 that the operating system reports free: listen on port 0, read the port it chose, close.
 * Guessing a random port instead collides with whatever else the machine runs (other test runs, other clusters).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port was assigned'))));
    });
  });
}
