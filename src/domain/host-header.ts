// The shape of an HTTP Host header, shared by the functions' origin check, the local server and the ALLOWED_HOSTS
// setting.

/** A well-formed Host header: a DNS name, an IPv4 address or a bracketed IPv6 address, and a port. */
export const HOST_HEADER =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i;
