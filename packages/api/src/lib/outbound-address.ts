import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may connect on a user's word (a webhook's target,
 * `modules/webhooks/README.md` § Targets; a Redmine server to import from,
 * `modules/imports/redmine/README.md`): http or https, no credentials in the
 * URL, and only to public unicast addresses — never a private, loopback,
 * link-local, unique-local, carrier-grade NAT, multicast, unspecified or
 * reserved one (IPv4 and IPv6; a v4-mapped v6 address is judged as its v4
 * address), unless the caller allows private addresses
 * (`WEBHOOK_ALLOW_PRIVATE=1`, `IMPORT_ALLOW_PRIVATE=1`). Checked when the URL
 * is given (its form, and its host when it is an address) and again at every
 * connection: the host is resolved by `pinnedLookup`, which refuses a private
 * answer and hands the connection the address it checked, so a DNS answer
 * that changes between check and connect (rebinding) cannot slip through.
 */

/** The `code` of the error `pinnedLookup` refuses a connection with. */
export const OUTBOUND_REFUSED = 'EOUTBOUNDREFUSED';

/** Why the address may not be reached, or null when it may. */
export function refusedAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  return range === 'unicast'
    ? null
    : `${address} is a ${range} address: only public addresses may be reached`;
}

/** The URL's host as an address when it is one (`[::1]` -> `::1`), else null. */
function literalAddress(hostname: string): string | null {
  const host =
    hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(host) ? host : null;
}

/** Why `raw` may not be reached (the 400 naming `url`), or null when it may. */
export function refusedUrl(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'url must be an absolute http or https URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'url must be an http or https URL';
  if (url.username || url.password) return 'url must not carry a user name or password';
  if (!url.hostname) return 'url must name a host';
  const literal = literalAddress(url.hostname);
  if (literal && !allowPrivate) return refusedAddress(literal);
  return null;
}

/** Refuses at send time a URL whose host is a literal address that may not be a target. */
export function refusedLiteralHost(url: URL, allowPrivate: boolean): string | null {
  const literal = literalAddress(url.hostname);
  return literal && !allowPrivate ? refusedAddress(literal) : null;
}

/**
 * The `lookup` of an outbound connection: resolves the host, refuses the
 * connection when any of its addresses may not be a target (unless private
 * ones are allowed), and connects to the first address it checked.
 */
export function pinnedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = found as LookupAddress[];
      const refused = allowPrivate
        ? null
        : addresses.map((a) => refusedAddress(a.address)).find((reason) => reason !== null);
      const first = addresses[0];
      if (refused || !first) {
        const reason = refused ?? `${hostname} has no address`;
        return callback(Object.assign(new Error(reason), { code: OUTBOUND_REFUSED }), '', 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [first]);
      callback(null, first.address, first.family);
    });
  };
}
