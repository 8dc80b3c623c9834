// Where a webhook URL leads: its host resolved and every address checked, at registration and before each delivery.
// The delivery connects to the address checked here (checkedLookup), so a name that resolves again differently
// between the check and the connection cannot lead elsewhere.
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES, webhookUrlProblem } from '@/domain/webhooks/webhook-forms';
import { isPrivateAddress } from './private-addresses';

/** A URL's host without the brackets of an IPv6 literal. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** A URL refused as a webhook endpoint: the sentence the caller is shown. */
export class RefusedEndpoint extends Error {}

/** The host's addresses, each checked: refused when any is private (unless allowed) or none is found. */
export async function checkedAddresses(host: string, allowPrivate: boolean): Promise<ResolvedAddress[]> {
  const family = isIP(host);
  let addresses: ResolvedAddress[];
  if (family !== 0) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new RefusedEndpoint(WEBHOOK_MESSAGES.unknownHost);
    }
  }
  if (addresses.length === 0) throw new RefusedEndpoint(WEBHOOK_MESSAGES.unknownHost);
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) throw new RefusedEndpoint(WEBHOOK_MESSAGES.privateAddress);
  return addresses;
}

/** The URL's problem as an endpoint, its form or where its host leads, or null. */
export async function endpointUrlProblem(text: string, allowPrivate: boolean): Promise<string | null> {
  const problem = webhookUrlProblem(text, allowPrivate);
  if (problem) return problem;
  try {
    await checkedAddresses(hostOf(new URL(text)), allowPrivate);
    return null;
  } catch (err) {
    if (err instanceof RefusedEndpoint) return err.message;
    throw err;
  }
}

/** A lookup for the request that answers only the addresses already checked. */
export function checkedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = addresses.filter((a) => !options.family || a.family === options.family);
    const list = wanted.length > 0 ? wanted : addresses;
    if (options.all) (callback as (err: null, all: ResolvedAddress[]) => void)(null, [...list]);
    else callback(null, list[0]!.address, list[0]!.family);
  };
}
