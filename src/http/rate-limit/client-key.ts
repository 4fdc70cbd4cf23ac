import { isIP, isIPv4, isIPv6 } from 'node:net';

/**
 * The client address as an IP address, or null when it is not one. With TRUST_PROXY the address
 * comes from X-Forwarded-For, where a proxy that passes the client's own header along would let
 * any text through; such text must not become a rate-limit identity (a fresh one per request).
 * Forms proxies write are accepted: `1.2.3.4:5678`, `[2001:db8::1]` and `[2001:db8::1]:5678`.
 */
export function clientAddress(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  const address = bracketed?.[1] ?? withPort?.[1] ?? text;
  return isIP(address.split('%')[0]) !== 0 ? address : null;
}

/** Expands an IPv6 address to eight hextets. */
function hextets(ip: string): string[] {
  const [head, tail] = ip.includes('::') ? ip.split('::') : [ip, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((h) => h.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The rate-limit identity of an anonymous caller: the IPv4 address, or the IPv6 /64
 * (one subscriber usually holds a whole /64, so single addresses would be free to rotate).
 */
export function clientBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return `ip4:${mapped[1]}`;
  if (isIPv4(ip)) return `ip4:${ip}`;
  const bare = ip.split('%')[0];
  if (isIPv6(bare)) return `ip6:${hextets(bare).slice(0, 4).join(':')}::/64`;
  return `ip?:${ip}`;
}
