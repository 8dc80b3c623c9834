import { describe, expect, it } from 'vitest';
import { eventAudience, eventOfMove, TRIP_EVENT_TYPES } from '@/domain/webhooks/webhook-events';
import { WEBHOOK_MESSAGES, webhookUrlProblem } from '@/domain/webhooks/webhook-forms';
import { isPrivateAddress } from '@/server/modules/webhooks/private-addresses';
import { webhookSignature } from '@/server/modules/webhooks/webhook-signature';
import { createHmac } from 'node:crypto';

const trip = { hospitalId: 'h1', assignedAgencyId: null, offeredTo: ['a1', 'a2'] };
const carried = { hospitalId: 'h1', assignedAgencyId: 'a1', offeredTo: [] };

describe('which organisation hears which event of a trip', () => {
  it('a new request: its facility, the control center and every agency it is offered to', () => {
    expect(eventAudience('trip.created', trip)).toEqual({ controlCenter: true, hospitalId: 'h1', agencyIds: ['a1', 'a2'] });
  });

  it('a request offered to more agencies later: only those agencies, as new to them', () => {
    expect(eventAudience('trip.created', { ...trip, offeredTo: ['a3'], offeredLater: true })).toEqual({ controlCenter: false, hospitalId: null, agencyIds: ['a3'] });
  });

  it('accepted, started, completed, cancelled: the facility, the control center and the agency carrying it, no other agency', () => {
    for (const type of ['trip.accepted', 'trip.started', 'trip.completed', 'trip.cancelled'] as const) {
      expect(eventAudience(type, { ...carried, offeredTo: ['a2'] })).toEqual({ controlCenter: true, hospitalId: 'h1', agencyIds: ['a1'] });
    }
  });

  it('a request cancelled before anyone took it: no agency', () => {
    expect(eventAudience('trip.cancelled', trip)).toEqual({ controlCenter: true, hospitalId: 'h1', agencyIds: [] });
  });

  it('declined by all: the facility and the control center, never the agencies', () => {
    expect(eventAudience('trip.declined_by_all', trip)).toEqual({ controlCenter: true, hospitalId: 'h1', agencyIds: [] });
  });

  it('a trip the control center requested without a facility: no facility hears it', () => {
    expect(eventAudience('trip.completed', { ...carried, hospitalId: null }).hospitalId).toBeNull();
  });

  it('each status move raises its event; the move back to PENDING is an undone acceptance', () => {
    expect(['ACCEPTED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'PENDING'].map((s) => eventOfMove(s as never))).toEqual([
      'trip.accepted',
      'trip.started',
      'trip.completed',
      'trip.cancelled',
      'trip.acceptance_undone',
    ]);
  });

  it('an undone acceptance or step: the facility, the control center and the agency it was, no other agency', () => {
    for (const type of ['trip.acceptance_undone', 'trip.step_undone'] as const) {
      expect(TRIP_EVENT_TYPES).toContain(type);
      expect(eventAudience(type, { ...carried, offeredTo: ['a2'] })).toEqual({ controlCenter: true, hospitalId: 'h1', agencyIds: ['a1'] });
    }
  });

  it("a crew's step is heard by the facility, the carrying agency and the control center", () => {
    expect(TRIP_EVENT_TYPES).toContain('trip.step_recorded');
    expect(eventAudience('trip.step_recorded', carried)).toEqual({ controlCenter: true, hospitalId: 'h1', agencyIds: [carried.assignedAgencyId] });
  });
});

describe('webhook URLs', () => {
  it('https only, plain http only when the operator allows private addresses', () => {
    expect(webhookUrlProblem('https://hooks.example.org/tcc', false)).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.org/tcc', false)).toBe(WEBHOOK_MESSAGES.httpsOnly);
    expect(webhookUrlProblem('http://hooks.example.org/tcc', true)).toBeNull();
    expect(webhookUrlProblem('ftp://hooks.example.org/', true)).toBe(WEBHOOK_MESSAGES.invalidUrl);
    expect(webhookUrlProblem('hooks.example.org', false)).toBe(WEBHOOK_MESSAGES.invalidUrl);
    expect(webhookUrlProblem('https://user:pw@hooks.example.org/', false)).toBe(WEBHOOK_MESSAGES.credentialsInUrl);
  });

  it('refuses loopback, private, link-local, CGNAT, multicast and unspecified addresses, IPv4 and IPv6', () => {
    const refused = ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '224.0.0.1', '0.0.0.0', '255.255.255.255',
      '::1', '::', 'fd00::1', 'fc12::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'];
    for (const address of refused) expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:2800:220:1::1', '::ffff:93.184.216.34']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('judges an IPv6 address that wraps an IPv4 one by the address inside, and refuses the special ranges around them', () => {
    const wrapped = ['::ffff:7f00:1', '64:ff9b::7f00:1', '64:ff9b::10.0.0.1', '2002:7f00:1::1', '2002:c0a8:101::', '::127.0.0.1', '::10.0.0.1', '::ffff:192.168.0.1'];
    const special = ['fec0::1', '2001::1', '2001:db8::1', '100::1', '64:ff9b:1::a00:1', 'fe80::1%eth0', '198.18.0.1', '198.19.255.255', '192.0.0.8', '192.0.2.1', '203.0.113.9'];
    for (const address of [...wrapped, ...special]) expect(isPrivateAddress(address), address).toBe(true);
    // the same wrappings of a public address are public
    for (const address of ['64:ff9b::5db8:d822', '2002:5db8:d822::1', '::ffff:5db8:d822', '64:ff9b::93.184.216.34', '198.20.0.1']) expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe('the signature', () => {
  it('is v1, the base64 HMAC-SHA256 of id.timestamp.body keyed with the secret after whsec_', () => {
    const key = Buffer.from('a secret key of thirty-two bytes!');
    const expected = createHmac('sha256', key).update('evt_1.1700000000.{"a":1}').digest('base64');
    expect(webhookSignature(`whsec_${key.toString('base64')}`, 'evt_1', 1700000000, '{"a":1}')).toBe(`v1,${expected}`);
  });
});
