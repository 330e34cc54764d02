// The client address behind reverse proxies, for the local server (the platform gives it directly).
import { isIP } from 'node:net';

/** A bare address from an X-Forwarded-For entry: brackets and an IPv4 port removed; null if not an IP. */
function toAddress(entry: string): string | null {
  const bare = entry
    .trim()
    .replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')
    .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1');
  return isIP(bare) ? bare : null;
}

/**
 * The client address when `trustedHops` proxies, each appending the address it was reached from, stand
 * in front: the entry that many hops from the right of [X-Forwarded-For…, socket address]. Entries
 * further left were written by the client and are never believed; a missing or malformed chain falls
 * back to the nearest address a trusted proxy wrote, or the socket's.
 */
export function forwardedClientIp(
  socketIp: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string | undefined {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = [...(header ? header.split(',') : []).map(toAddress), socketIp ?? null];
  let client = socketIp;
  for (let hop = 1; hop <= trustedHops && hop < chain.length; hop++) {
    const address = chain[chain.length - 1 - hop];
    if (!address) break;
    client = address;
  }
  return client;
}
