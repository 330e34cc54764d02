// The Host names the local server answers (scripts/serve.ts), against DNS rebinding: a page that makes its own name
// resolve to this server's address still sends its own name as Host, so a server that answers only its own names
// never lets that page read its answers.

/** A Host header, or an ALLOWED_HOSTS entry, as a lower-case name (no trailing dot) and a port (null when absent). */
export function splitHost(host: string): { name: string; port: number | null } {
  const lower = host.toLowerCase();
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(lower);
  const name = (match?.[1] ?? lower).replace(/\.$/, '');
  return { name, port: match?.[2] === undefined ? null : Number(match[2]) };
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** True for an address that listens on loopback, or on every interface (which includes loopback). */
const reachesLoopback = (name: string) =>
  name === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(name) || ['[::1]', '0.0.0.0', '[::]'].includes(name);

const bracketed = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

export interface AllowedHostsOptions {
  /** The address the server listens on (HOST) and the port it got. */
  listenHost: string;
  port: number;
  /** PUBLIC_SITE_URL: its host, with the scheme's default port when it names none. */
  siteUrl: string;
  /** ALLOWED_HOSTS: `name` (any port) or `name:port`. */
  extra: readonly string[];
}

/**
 * A test of the Host a request arrived with: the listen address with its port (and localhost, 127.0.0.1, [::1] on
 * that port when the server listens on loopback or on every interface, a loopback name never being a rebinding
 * page's), the host of PUBLIC_SITE_URL, and the ALLOWED_HOSTS entries. A Host without a port means port 80 for the
 * listen addresses (the server speaks plain HTTP) and the site URL's default port for the site's name.
 */
export function hostAllowed(options: AllowedHostsOptions): (host: string) => boolean {
  const listen = splitHost(bracketed(options.listenHost)).name;
  const local = new Set([listen, ...(reachesLoopback(listen) ? LOOPBACK_NAMES : [])]);
  const site = new URL(options.siteUrl);
  const siteDefaultPort = site.protocol === 'https:' ? 443 : 80;
  const sitePort = Number(site.port) || siteDefaultPort;
  const extra = options.extra.map(splitHost);
  return (host) => {
    const { name, port } = splitHost(host);
    if (local.has(name) && (port ?? 80) === options.port) return true;
    if (name === site.hostname && (port ?? siteDefaultPort) === sitePort) return true;
    return extra.some((entry) => entry.name === name && (entry.port === null || entry.port === port));
  };
}
