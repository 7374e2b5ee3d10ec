import type http from 'node:http';
import net from 'node:net';
import type { Socket } from 'node:net';

/** A connection idle this long is not about to carry a request the client already sent. */
const IDLE_BEFORE_CLOSE_MS = 1000;

/**
 * Follows the server's connections so that stopping can wait for them. Node's own
 * server.close() closes idle keep-alive connections at once, and a client that is sending a
 * request on one at that moment sees it reset; here a connection closes after its own answer
 * (which says Connection: close) or once it has been idle for a while.
 */
export function trackConnections(server: http.Server) {
  const connections = new Map<Socket, { active: number; idleSince: number }>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.active++;
    response.once('close', () => {
      state.active--;
      state.idleSince = Date.now();
    });
  });

  return {
    /**
     * Stops accepting connections and waits until the open ones have closed, or until the
     * deadline; then closes what is left. Resolves true when nothing had to be cut off.
     */
    async drain(timeoutMs: number): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      // net.Server's close stops listening without http.Server's closing of idle connections.
      net.Server.prototype.close.call(server);
      while (connections.size > 0 && Date.now() < deadline) {
        const now = Date.now();
        for (const [socket, state] of connections) {
          if (state.active === 0 && now - state.idleSince >= IDLE_BEFORE_CLOSE_MS) socket.destroy();
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const clean = connections.size === 0;
      for (const socket of connections.keys()) socket.destroy();
      return clean;
    },
  };
}
