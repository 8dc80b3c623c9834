// Text messages go through an SMS provider behind this interface. The one implementation speaks Twilio's Messages
// API (widely used, and copied by several other providers); its base URL is a setting, so tests point it at a local
// fake and a compatible provider can be used instead.

export interface SmsProvider {
  /** Checks the account can be reached with the configured credentials; throws with the provider's reason if not. */
  verify(): Promise<void>;
  /** Sends one message to an E.164 number; answers the provider's id for it, or throws with its reason. */
  send(to: string, body: string): Promise<{ id: string }>;
}

export interface TwilioSettings {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) */
  from: string;
}

// a provider that does not answer within this long is reported as unreachable rather than left hanging
const TIMEOUT_MS = 10_000;

export function twilioSmsProvider(s: TwilioSettings): SmsProvider {
  const account = `${s.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(s.accountSid)}`;
  const authorization = `Basic ${Buffer.from(`${s.accountSid}:${s.authToken}`).toString('base64')}`;

  async function call(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, headers: { authorization, ...init.headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new Error(`the SMS provider could not be reached (${err instanceof Error ? err.message : String(err)})`, { cause: err });
    }
    const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) throw new Error(typeof answer.message === 'string' ? answer.message : `the SMS provider answered ${res.status}`);
    return answer;
  }

  return {
    async verify() {
      await call(`${account}.json`);
    },
    async send(to, body) {
      const answer = await call(`${account}/Messages.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: s.from, Body: body }).toString(),
      });
      return { id: String(answer.sid ?? '') };
    },
  };
}
