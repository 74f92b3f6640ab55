import { randomBytes } from "node:crypto";
import http from "node:http";

import { processSingleton } from "@/lib/process-singleton";

/**
 * The address of the socket a request came in on. Next hides it: it only fills X-Forwarded-For with it
 * when a client did not send that header itself, so a client picks its own "address". At start-up
 * (instrumentation.ts) every incoming request gets this header, overwriting whatever a client sent,
 * signed with a token only this process knows: a header without the token is ignored.
 */
export const PEER_HEADER = "x-palco-peer-address";

/** This process's token, shared by every bundle that loads this module; null until the stamp is installed. */
const stamp = () => processSingleton("peer-address", () => ({ token: null as string | null }));

/** Installs the stamp once per process (before the server answers its first request). */
export function stampPeerAddress(): void {
  if (stamp().token) return;
  const token = randomBytes(16).toString("hex");
  stamp().token = token;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      req.headers[PEER_HEADER] = `${token} ${req.socket?.remoteAddress ?? ""}`;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

/** The stamped socket address, or null when the stamp is absent or was not made by this process. */
export function peerAddress(value: string | null | undefined): string | null {
  const { token } = stamp();
  if (!token || !value) return null;
  const [given, address] = value.split(" ");
  return given === token && address ? address : null;
}
