/**
 * The sandbox's JSON Web Tokens: ES256 with the key in D1 (keys.ts), the sandbox's issuer, one audience
 * per kind of token (business and cardholder id tokens, recipient intake access tokens). Signing and
 * verifying live here once, so every kind of token checks the same algorithm, issuer, key id and clock.
 */
import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { unauthorized } from "#sandbox/http/errors";
import { SIGNING_ALG, signingKey, verificationKey } from "./keys";

export type SandboxJwt = {
  audience: string;
  subject: string;
  ttlSeconds: number;
  claims: Record<string, string>;
};

export async function signSandboxJwt(db: D1Database, env: SandboxEnv, now: number, token: SandboxJwt): Promise<string> {
  const { kid, key } = await signingKey(db, now);
  const iat = Math.floor(now / 1000);
  return new SignJWT(token.claims)
    .setProtectedHeader({ alg: SIGNING_ALG, kid, typ: "JWT" })
    .setIssuer(env.SANDBOX_ISSUER)
    .setAudience(token.audience)
    .setSubject(token.subject)
    .setIssuedAt(iat)
    .setExpirationTime(iat + token.ttlSeconds)
    .sign(key);
}

/**
 * Tokens this isolate has verified, by audience and token: a token's signature, issuer, audience and
 * claims are checked once, not on every call (a 10,000-row import sends one token 10,000 times, ADR
 * 0252). A remembered token is still refused once it expires on the sandbox clock, and the caller still
 * checks its session on every call (sign-out stops it at once). Bounded: the oldest go first.
 */
const verified = new Map<string, JWTPayload>();
const VERIFIED_MAX = 1_000;

/**
 * The payload of a token of `audience` with the `required` claims, or a 401: `token_expired` when it has
 * expired, `invalid_token` for any other fault (signature, key id, issuer, audience, algorithm, claims).
 * `name` says which token it was in the message ("id token", "access token").
 */
export async function verifySandboxJwt(
  db: D1Database,
  env: SandboxEnv,
  now: number,
  token: string,
  expected: { audience: string; required: readonly string[]; name: string },
): Promise<JWTPayload> {
  const memo = `${expected.audience} ${expected.required.join(",")} ${env.SANDBOX_ISSUER} ${token}`;
  const known = verified.get(memo);
  if (known) {
    // As jose decides expiry: expired when `exp` is not after the current second.
    if (typeof known.exp === "number" && known.exp > Math.floor(now / 1000)) return known;
    verified.delete(memo);
  }
  const payload = await verifyOnce(db, env, now, token, expected);
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value ?? "");
  verified.set(memo, payload);
  return payload;
}

async function verifyOnce(
  db: D1Database,
  env: SandboxEnv,
  now: number,
  token: string,
  expected: { audience: string; required: readonly string[]; name: string },
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        const key = header.kid ? await verificationKey(db, header.kid) : undefined;
        if (!key) throw new joseErrors.JWKSNoMatchingKey();
        return key;
      },
      {
        issuer: env.SANDBOX_ISSUER,
        audience: expected.audience,
        algorithms: [SIGNING_ALG],
        currentDate: new Date(now),
        requiredClaims: ["sub", "iat", "exp", ...expected.required],
      },
    );
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized("token_expired", `The ${expected.name} has expired`);
    if (error instanceof joseErrors.JOSEError) throw unauthorized("invalid_token", `The ${expected.name} is not valid`);
    throw error;
  }
}
