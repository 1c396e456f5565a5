import { isIP } from 'node:net';
import { z } from 'zod';

/** Fastify's `trustProxy`: no proxy, how many proxies stand in front, or their addresses. */
export type TrustProxy = false | number | string[];

/** More hops than any real chain of proxies: in practice, trusting every hop. */
const MAX_HOPS = 10;
// proxy-addr's names for the usual private ranges, which Fastify understands.
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const ways =
  'the number of proxies in front of the app (TRUST_PROXY=1 behind one nginx) or their addresses (TRUST_PROXY=127.0.0.1,10.0.0.0/8)';

/**
 * TRUST_PROXY (decision 0020): unset or `false`, no proxy and X-Forwarded-For is ignored; a number
 * of hops; or the proxies' addresses and ranges, comma-separated. `true` is refused rather
 * than read as one hop: it used to trust every hop (any client could then pick its own
 * address and escape every per-address limit), and behind two proxies one hop would count
 * every family as the outer proxy. The operator says which, once.
 */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false' || text === '0') return false;
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (text === 'true') {
      return refuse(
        `TRUST_PROXY=true would trust every X-Forwarded-For hop, letting any client choose its address; give ${ways}`,
      );
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      return hops <= MAX_HOPS
        ? hops
        : refuse(`TRUST_PROXY=${text} trusts more hops than any real chain of proxies; give ${ways}`);
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isAddressOrRange(entry));
    if (invalid.length > 0) {
      return refuse(`TRUST_PROXY: "${invalid.join('", "')}" is not an IP address or range; give ${ways}`);
    }
    return entries;
  });

/**
 * The setting as Fastify takes it. Fastify reads a bare number as "trust nothing", since a hop
 * count cannot tell a proxy from a client reaching the app directly; here the count means what
 * proxy-addr always meant (the nearest `hops` addresses are proxies), which is sound only when
 * the app's port is reachable through the proxies alone (docs/deploy.md).
 */
export function fastifyTrustProxy(setting: TrustProxy) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}
