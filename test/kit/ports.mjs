// @ts-check
import { createServer } from 'node:net';

/**
 * A free loopback TCP port (for a process that takes a port number rather than 0).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      // Listening on a TCP port: an address, not a pipe name.
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}
