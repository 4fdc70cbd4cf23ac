import { isIPv4, isIPv6 } from 'node:net';

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
