import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback HTTP server that misbehaves on purpose, for the Partner transport tests. Routes are keyed by
 * pathname; every request is recorded with its arrival time; open connections and in-flight requests are
 * counted on the server side so tests can prove timeouts close sockets and concurrency stays bounded.
 */
export type Hit = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
};
export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, hit: Hit & { n: number }) => void;

const send = (
  res: http.ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(text);
};

export const modes = {
  json:
    (status: number, body?: unknown, headers?: Record<string, string>): Handler =>
    (_req, res) =>
      status === 204
        ? (res.writeHead(204, headers), res.end())
        : send(res, status, JSON.stringify(body ?? {}), headers),
  raw:
    (status: number, text: string, headers?: Record<string, string>): Handler =>
    (_req, res) =>
      send(res, status, text, headers),
  /** Never answers; the socket stays open until the client gives up. */
  hang: (): Handler => () => {},
  /** Destroys the connection without an answer (the client sees a reset). */
  reset: (): Handler => (req) => req.socket.destroy(),
  /** Headers and the first bytes of a body, then nothing. */
  slowBody: (): Handler => (_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.write('{"data": [');
  },
  /** The n-th request gets handlers[n-1]; the last handler repeats. */
  sequence:
    (...handlers: Handler[]): Handler =>
    (req, res, hit) =>
      handlers[Math.min(hit.n, handlers.length) - 1](req, res, hit),
  /** A paged list of `{id}` items; answer delays cycle by page, so completion order ≠ page order. */
  paged:
    (total: number, delayMs = 5): Handler =>
    (_req, res, hit) => {
      const page = Number(hit.query.get("page") ?? 1);
      const perPage = Number(hit.query.get("per_page") ?? 25);
      const pages = Math.max(1, Math.ceil(total / perPage));
      const from = (page - 1) * perPage;
      const data = Array.from({ length: Math.max(0, Math.min(perPage, total - from)) }, (_, i) => ({
        id: from + i,
      }));
      setTimeout(
        () => send(res, 200, JSON.stringify({ data, page, per_page: perPage, total })),
        (((pages - page) % 4) + 1) * delayMs,
      );
    },
};

export type FaultServer = {
  url: string;
  route(path: string, handler: Handler): void;
  hits(path?: string): Hit[];
  openConnections(): number;
  totalConnections(): number;
  /** Requests received and not yet answered or closed. */
  inFlight(): number;
  maxInFlight(): number;
  /** Forget routes, hits and the in-flight maximum (connections stay counted). */
  reset(): void;
  close(): Promise<void>;
};

export async function startFaultServer(): Promise<FaultServer> {
  const routes = new Map<string, Handler>();
  let hits: Hit[] = [];
  let open = 0;
  let total = 0;
  let inFlight = 0;
  let maxInFlight = 0;

  const server = http.createServer((req, res) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.once("close", () => inFlight--);
    const at = Date.now();
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fault.test");
      const hit: Hit = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at,
      };
      hits.push(hit);
      const n = hits.filter((h) => h.path === hit.path).length;
      const handler = routes.get(hit.path) ?? modes.json(404, { error: "no such route" });
      handler(req, res, { ...hit, n });
    });
  });
  server.on("connection", (socket) => {
    open++;
    total++;
    socket.once("close", () => open--);
  });
  // Idle keep-alive sockets go away quickly, so "0 open connections" is reachable in a test.
  server.keepAliveTimeout = 300;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    route: (path, handler) => void routes.set(path, handler),
    hits: (path) => (path ? hits.filter((h) => h.path === path) : hits),
    openConnections: () => open,
    totalConnections: () => total,
    inFlight: () => inFlight,
    maxInFlight: () => maxInFlight,
    reset: () => {
      routes.clear();
      hits = [];
      maxInFlight = inFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
