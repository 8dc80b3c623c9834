// POST /api/sms/inbound: the SMS provider's webhook for texts sent to TCC's number (Twilio's form post). STOP and its
// synonyms record the number's opt-out, START removes it; the answer is empty TwiML, so the provider replies nothing
// of its own. A post without the provider's valid X-Twilio-Signature is refused, and so is every post while no auth
// token is configured to check it, unless SMS_INBOUND_UNSIGNED opens the door on a developer's machine.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parsePhoneNumber } from '@/domain/common/phone-number';
import { optOutRequest } from '@/domain/notifications/patient-texts';
import type { Db } from '@/server/db/connect';
import { smsOptOuts } from '@/server/db/schema';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { forbidden } from '@/server/http/errors';

export const INBOUND_SMS_PATH = '/api/sms/inbound';
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
export const INBOUND_SMS_MESSAGES = {
  badSignature: 'X-Twilio-Signature does not match this request',
  notConfigured: 'Texts to this number are not taken: SMS_AUTH_TOKEN is not set, so the provider signature cannot be checked',
} as const;

/** What the provider posts: the sender and the text, among fields TCC does not read. */
const inboundSmsBody = z.looseObject({ From: z.string().max(40), Body: z.string().max(1600) });

/**
 * The provider's signature of a post: HMAC-SHA1 with the auth token over the full URL it posted to followed by each
 * form field's name and value, sorted by name, in base64.
 */
export function twilioSignature(authToken: string, url: string, form: Record<string, string>): string {
  const signed = url + Object.keys(form).sort().map((name) => name + form[name]).join('');
  return createHmac('sha1', authToken).update(signed).digest('base64');
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Records or lifts the sender's opt-out as the text asks; any other text changes nothing. */
async function applyOptOut(db: Db, from: string, body: string): Promise<void> {
  const phone = parsePhoneNumber(from);
  const request = optOutRequest(body);
  if (!phone || !request) return;
  if (request === 'OPT_OUT') await db.insert(smsOptOuts).values({ phone }).onConflictDoNothing();
  else await db.delete(smsOptOuts).where(sql`${smsOptOuts.phone} = ${phone}`);
}

export function inboundSmsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(text))));
    });
    app.post(
      '/',
      {
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: {
          description: "The SMS provider's webhook for texts to TCC's number: STOP (STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT) stops patient texts to the sender, START resumes them. Answers empty TwiML (text/xml). X-Twilio-Signature must sign the post with SMS_AUTH_TOKEN; without one set, every post is refused 403 (SMS_INBOUND_UNSIGNED takes unsigned posts in development).",
          consumes: ['application/x-www-form-urlencoded'],
          body: inboundSmsBody,
          response: answers({ 200: z.string() }, 400, 403),
        },
      },
      async (request, reply) => {
        const token = ctx.config.sms?.authToken;
        if (token) {
          const given = String(request.headers['x-twilio-signature'] ?? '');
          const form = request.body as Record<string, string>;
          if (!sameText(given, twilioSignature(token, `${ctx.config.publicUrl}${request.url}`, form))) throw forbidden(INBOUND_SMS_MESSAGES.badSignature);
        } else if (!ctx.config.smsInboundUnsigned) {
          throw forbidden(INBOUND_SMS_MESSAGES.notConfigured);
        }
        await applyOptOut(ctx.db, request.body.From, request.body.Body);
        return reply.type('text/xml').send(EMPTY_TWIML);
      },
    );
  };
}
