export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Before any request: the sign-in throttle needs the socket's address (lib/auth/peer-address).
    (await import("./lib/auth/peer-address")).stampPeerAddress();
    // Before any request too: a page that read a Partner failure answers 502/503 (lib/http/document-status).
    (await import("./lib/http/open-responses")).trackOpenResponses();
    await (await import("./lib/boot")).boot();
  }
}
