import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a consultant's mailbox may point. The server connects to the host and port a consultant
 * types in, so without a guard the bind form would let anyone probe the servers beside ours
 * (a database on 10.x, the cloud's metadata service on 169.254.169.254, our own ports on
 * 127.0.0.1). A host is resolved once; if any of its addresses is internal it is refused unless it
 * is listed in MAILBOX_PRIVATE_HOSTS (an on-premises mail server, the tests' Dovecot), and the
 * connection goes to the address that was checked, so a second lookup cannot answer differently.
 */
const INTERNAL = new BlockList();
const INTERNAL_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const INTERNAL_V6: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 of an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
];
for (const [net, prefix] of INTERNAL_V4) INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of INTERNAL_V6) INTERNAL.addSubnet(net, prefix, 'ipv6');

/** Whether an address is one of the internal ranges above (an IPv4-mapped IPv6 address is checked as its IPv4 one). */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true; // not an address: never connect to it
  return INTERNAL.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Where a mailbox may point and how it may be signed in to (MAILBOX_PRIVATE_HOSTS, MAILBOX_PRIVATE_PLAINTEXT). */
export interface MailHostPolicy {
  /** Lower-cased host names and addresses that may resolve to an internal address. */
  privateHosts: ReadonlySet<string>;
  /** Whether those hosts may be signed in to without TLS (an on-premises server on our own network). */
  privatePlaintext: boolean;
}

/**
 * Whether a mailbox on this host may be signed in to over a connection without TLS. Only a host of
 * the private allow-list, and only while MAILBOX_PRIVATE_PLAINTEXT allows it: any other host is
 * reached across networks we do not control, where a password sent in clear can be read.
 */
export function mayLogInWithoutTls(host: string, policy: MailHostPolicy): boolean {
  return policy.privatePlaintext && policy.privateHosts.has(host.trim().toLowerCase());
}

/** A host the guard refuses: it names an internal address and is not listed as allowed. */
export class MailHostRefusedError extends Error {
  constructor(host: string) {
    super(`mailbox host ${host} resolves to an internal address`);
  }
}

/** A host that has no address. */
export class MailHostUnknownError extends Error {}

export interface ResolvedMailHost {
  /** The checked address the connection goes to. */
  address: string;
  /** The name TLS verifies the certificate against (none for an IP literal). */
  servername: string | undefined;
}

export type ResolveHost = (host: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: ResolveHost = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Resolves a mailbox host once and checks every address it has. `allowed` holds the lower-cased
 * host names and addresses of MAILBOX_PRIVATE_HOSTS, which may be internal.
 */
export async function resolveMailHost(
  host: string,
  allowed: ReadonlySet<string>,
  resolve: ResolveHost = systemLookup,
): Promise<ResolvedMailHost> {
  const name = host.trim().toLowerCase();
  const literal = isIP(name) !== 0;
  let addresses: { address: string; family: number }[];
  try {
    addresses = literal ? [{ address: name, family: isIP(name) }] : await resolve(name);
  } catch (error) {
    throw new MailHostUnknownError((error as Error).message);
  }
  const first = addresses[0];
  if (!first) throw new MailHostUnknownError(`no address for ${name}`);
  if (!allowed.has(name) && addresses.some((a) => isInternalAddress(a.address))) throw new MailHostRefusedError(name);
  return { address: first.address, servername: literal ? undefined : name };
}
