import type { IncomingMessage, Server } from 'node:http';

/**
 * Node stops checking request timeouts once the server starts closing, so a stalled upload
 * would hold a graceful shutdown open forever. This keeps track of requests whose body has not
 * fully arrived and, `bodyTimeoutMs` after closing starts, drops their connections. Requests
 * whose body is complete (plans being computed) are never touched.
 */
export function cutStalledUploadsOnClose(server: Server, bodyTimeoutMs: number): () => void {
  const open = new Set<IncomingMessage>();
  server.on('request', (req: IncomingMessage) => {
    if (req.complete) return;
    open.add(req);
    req.once('end', () => open.delete(req));
    req.once('close', () => open.delete(req));
  });
  return () => {
    setTimeout(() => {
      for (const req of open) if (!req.complete) req.socket.destroy();
    }, bodyTimeoutMs).unref();
  };
}
