import { SignJWT, jwtVerify } from 'jose';

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
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ sessionId, userId }, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setIssuer('tcc')
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: 'tcc', algorithms: ['HS256'] });
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
        return { sessionId: payload.sid, userId: payload.sub };
      } catch {
        return null;
      }
    },
  };
}
