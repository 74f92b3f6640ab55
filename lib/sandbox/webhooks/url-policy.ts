import { isIPv4, isIPv6 } from "node:net";

/**
 * Where the sandbox agrees to POST: https only (plain http only for allow-listed hosts), never to
 * loopback, private, link-local, CGNAT or other local addresses, never with credentials in the URL.
 * Host names are checked literally (no DNS here); the worker re-checks the resolved addresses.
 */
export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

const refuse = (reason: string): UrlVerdict => ({ ok: false, reason });

export function checkWebhookUrl(raw: string, allowHttpHosts: readonly string[]): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse("must be an absolute URL");
  }
  if (url.username || url.password) return refuse("must not contain credentials");
  // WHATWG URL already turned numeric forms (2130706433, 0x7f000001, 0177.0.0.1, 127.1) into dotted quads.
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const allowed = allowHttpHosts.includes(host) || allowHttpHosts.includes(bare(host));
  if (url.protocol === "http:") {
    return allowed
      ? { ok: true, url }
      : refuse("must use https (plain http only for allow-listed local hosts)");
  }
  if (url.protocol !== "https:") return refuse("must use https");
  if (allowed) return { ok: true, url };
  const local = localReason(host);
  return local ? refuse(`must not point to ${local}`) : { ok: true, url };
}

const bare = (host: string) => host.replace(/^\[|\]$/g, "");

/** Why a literal host is not a public destination, or null. */
export function localReason(hostname: string): string | null {
  const host = bare(hostname.toLowerCase()).replace(/\.$/, "");
  if (!host) return "an empty host";
  if (host === "localhost" || host.endsWith(".localhost")) return "localhost";
  if (isIPv4(host)) return ipv4Reason(host);
  if (isIPv6(host)) return ipv6Reason(host);
  if (/^[0-9.]+$/.test(host) || /^0x/i.test(host)) return "a numeric-encoded address";
  return null;
}

function ipv4Reason(ip: string): string | null {
  const [a, b] = ip.split(".").map(Number);
  if (a === 0) return "an unspecified address (0.0.0.0/8)";
  if (a === 127) return "a loopback address";
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return "a private address";
  if (a === 169 && b === 254) return "a link-local address";
  if (a === 100 && b >= 64 && b <= 127) return "a shared (CGNAT) address";
  if (a >= 224) return "a multicast or reserved address";
  return null;
}

function ipv6Reason(ip: string): string | null {
  const words = expandIpv6(ip);
  if (!words) return "an invalid IPv6 address";
  if (words.every((w) => w === 0)) return "an unspecified address (::)";
  if (words.slice(0, 7).every((w) => w === 0) && words[7] === 1) return "a loopback address";
  // ::ffff:a.b.c.d and ::a.b.c.d embed an IPv4 address: judge that one.
  if (words.slice(0, 5).every((w) => w === 0) && (words[5] === 0xffff || words[5] === 0)) {
    const v4 = `${words[6] >> 8}.${words[6] & 255}.${words[7] >> 8}.${words[7] & 255}`;
    return ipv4Reason(v4) ?? "an IPv4-mapped address";
  }
  if ((words[0] & 0xfe00) === 0xfc00) return "a unique local address (fc00::/7)";
  if ((words[0] & 0xffc0) === 0xfe80) return "a link-local address";
  if ((words[0] & 0xff00) === 0xff00) return "a multicast address";
  return null;
}

/** Eight 16-bit words of an IPv6 literal (with an embedded dotted quad allowed at the end). */
function expandIpv6(ip: string): number[] | null {
  let text = ip.split("%")[0];
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad[1].split(".").map(Number);
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const parse = (part: string | undefined) => (part ? part.split(":").map((w) => parseInt(w, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const fill = text.includes("::") ? 8 - left.length - right.length : 0;
  const words = [...left, ...Array<number>(Math.max(fill, 0)).fill(0), ...right];
  return words.length === 8 && words.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff)
    ? words
    : null;
}
