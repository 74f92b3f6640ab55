import type { LookupFunction } from "node:net";

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to (dns.lookup with `all: true`). */
export type Resolve = (host: string) => Promise<ResolvedAddress[]>;

/**
 * A `lookup` for net/tls connect that answers the addresses already checked, whatever name it is asked
 * for: the connection cannot be re-resolved to somewhere else between the check and the send. Node asks
 * with `all: true` when it races address families (autoSelectFamily), else for one address.
 */
export function pinnedLookup(pinned: readonly ResolvedAddress[]): LookupFunction {
  if (!pinned.length) throw new RangeError("pinnedLookup needs at least one address");
  const answers = pinned.map(({ address, family }) => ({ address, family }));
  return (_hostname, options, callback) => {
    if (options.all) callback(null, answers);
    else callback(null, answers[0].address, answers[0].family);
  };
}
