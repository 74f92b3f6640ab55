export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Before any request: the sign-in throttle needs the socket's address (lib/auth/peer-address).
    (await import("./lib/auth/peer-address")).stampPeerAddress();
    await (await import("./lib/boot")).boot();
  }
}
