import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port.js';

describe('free port', () => {
  it('hands out a port a server can listen on at once', async () => {
    const port = await freePort();
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
    expect(server.address()).toMatchObject({ port });
    await new Promise((resolve) => server.close(resolve));
  });
});
