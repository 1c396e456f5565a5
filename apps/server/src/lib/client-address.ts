import { isIPv6 } from 'node:net';

/**
 * A client address as the rate limits count it: IPv4 as it is, IPv6 by its /64 network. One
 * home or phone line holds a whole /64, so counting single IPv6 addresses would let a client
 * take a fresh one for every attempt.
 */
export function addressForLimits(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const address = ip.toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // A dotted IPv4 ending stands for two groups.
  const rightGroups = right.reduce((groups, group) => groups + (group.includes('.') ? 2 : 1), 0);
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - rightGroups).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
