// The addresses a webhook may not reach unless the operator allows it (WEBHOOKS_ALLOW_PRIVATE): a request to one would
// let an organisation make TCC call into its own network or machine. An IPv6 address that carries an IPv4 address
// (mapped, compatible, NAT64, 6to4) is judged by the IPv4 address inside, as the network would deliver it there.
import { BlockList, isIP } from 'node:net';

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // unspecified, "this network"
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64: translated into a network of the operator's own
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo: the IPv4 address inside is obscured
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (ULA)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address in any of its written forms (`::`, a dotted IPv4 tail). */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const front = groups(head);
  const back = groups(rest);
  const words = rest === undefined ? front : [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

const dotted = (bytes: readonly number[]) => bytes.join('.');
const zeros = (bytes: readonly number[]) => bytes.every((b) => b === 0);

/** The IPv4 address an IPv6 address carries (IPv4-mapped, IPv4-compatible, NAT64 64:ff9b::/96, 6to4 2002::/16), or null. */
function embeddedIpv4(bytes: readonly number[]): string | null {
  const last4 = bytes.slice(12);
  // ::ffff:a.b.c.d
  if (zeros(bytes.slice(0, 10)) && bytes[10] === 0xff && bytes[11] === 0xff) return dotted(last4);
  // ::a.b.c.d (not :: nor ::1, which are refused as themselves)
  if (zeros(bytes.slice(0, 12)) && !zeros(last4.slice(0, 3))) return dotted(last4);
  // 64:ff9b::a.b.c.d
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(bytes.slice(4, 12))) return dotted(last4);
  // 2002:aabb:ccdd::/48
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return dotted(bytes.slice(2, 6));
  return null;
}

/** Whether the address (IPv4 or IPv6) is one a webhook may not reach. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return refused.check(address, 'ipv4');
  // a zone (fe80::1%eth0) names the machine's own interface: judged without it
  const bare = address.split('%')[0]!;
  const inside = embeddedIpv4(ipv6Bytes(bare));
  if (inside !== null) return refused.check(inside, 'ipv4');
  return refused.check(bare, 'ipv6');
}
