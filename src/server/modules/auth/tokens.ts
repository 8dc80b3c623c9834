import { SignJWT, jwtVerify } from 'jose';
import { setBounded } from '@/server/bounded-map';

// every request of a session carries the same token: its signature is checked once, its expiry every time
const VERIFIED_LIMIT = 10_000;

export interface TokenClaims {
  sessionId: string;
  userId: string;
}

export interface TokenService {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a well-formed, correctly signed, unexpired token; null otherwise. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string): TokenService {
  // imported once: handed raw bytes, jose would import the key again for every token
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  return {
    sign: async ({ sessionId, userId }, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setIssuer('tcc')
        .sign(await key),
    async verify(token) {
      const known = verified.get(token);
      if (known) return known.expiresAtMs > Date.now() ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, await key, { issuer: 'tcc', algorithms: ['HS256'] });
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || payload.exp === undefined) return null;
        const claims = { sessionId: payload.sid, userId: payload.sub };
        setBounded(verified, token, { claims, expiresAtMs: payload.exp * 1000 }, VERIFIED_LIMIT);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
