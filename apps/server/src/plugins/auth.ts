import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { type Role, adminMessages } from '@pourquoi/shared';
import { AppError } from '../lib/app-error.js';
import { type AccessClaims, createJwt } from '../lib/jwt.js';
import {
  type StoredVersion,
  assertStaffSecondFactor,
  createSessionFamilies,
  createSessionVersions,
  effectiveRole,
  findSessionVersion,
  findUserById,
  isCurrentVersion,
  isFamilyOpen,
  secondFactorSince,
} from '../modules/auth/index.js';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

const sessionExpired = () => new AppError('session_expired');

/** Access tokens: signed here, checked by `app.authenticate` on every protected route. */
export const authPlugin = fp(async (app: FastifyInstance, options: { sessionVersionCacheMs?: number }) => {
  app.decorate('jwt', createJwt(app.config.jwtSecret));
  app.decorate(
    'sessionVersions',
    createSessionVersions((userId) => findSessionVersion(app.db, userId), options.sessionVersionCacheMs),
  );
  // The same cache time: the one bound for a token ended on another instance (ASVS 3.3.1).
  app.decorate(
    'sessionFamilies',
    createSessionFamilies((familyId) => isFamilyOpen(app.db, familyId), options.sessionVersionCacheMs),
  );
  app.decorateRequest('userId', '');
  app.decorateRequest('sessionId', null);
  app.decorateRequest('tokenExpiresAt', 0);
  app.decorateRequest('actor', null as unknown as FastifyRequest['actor']);
  app.decorateRequest('secondFactorSince', null);

  /** The claims of the request's valid, unexpired token; its account becomes `request.userId`. */
  const verifiedClaims = (request: FastifyRequest): AccessClaims => {
    const token = bearerToken(request);
    if (!token) throw new AppError('not_authenticated');
    const claims = app.jwt.verify(token, Math.floor(app.clock.now().getTime() / 1000));
    if (!claims) throw sessionExpired();
    request.userId = claims.sub;
    request.sessionId = claims.sid ?? null;
    request.tokenExpiresAt = claims.exp;
    return claims;
  };

  // A callback hook, not an async one: with the session version and the sign-in in the cache (nearly always),
  // checking a token waits for nothing, and every request runs it (decision 0018).
  app.decorate('authenticate', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    let claims: AccessClaims;
    try {
      claims = verifiedClaims(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    const answer = (stored: StoredVersion, open: boolean) =>
      isCurrentVersion(claims.sv, stored) && open ? done() : done(sessionExpired());
    const sid = claims.sid;
    const known = app.sessionVersions.peek(claims.sub);
    // A token without a family (signed before families were carried) lives out its 15 minutes.
    const knownOpen = sid === undefined ? true : app.sessionFamilies.peek(sid);
    if (known !== undefined && knownOpen !== undefined) {
      answer(known, knownOpen);
      return;
    }
    Promise.all([
      known !== undefined ? known : app.sessionVersions.load(claims.sub),
      knownOpen !== undefined ? knownOpen : app.sessionFamilies.load(sid as string),
    ]).then(
      ([stored, open]) => answer(stored, open),
      (error: unknown) => done(error as Error),
    );
  });

  /** The staff account behind the request, read on each staff call, then its second factor's state. */
  const staffAccount = async (request: FastifyRequest, roles: Role[]) => {
    const claims = verifiedClaims(request);
    const user = await findUserById(app.db, request.userId);
    if (!user || !isCurrentVersion(claims.sv, user.sessionVersion)) throw sessionExpired();
    if (claims.sid !== undefined && !(await isFamilyOpen(app.db, claims.sid))) throw sessionExpired();
    const role = effectiveRole(user, app.config);
    if (!roles.includes(role)) throw new AppError('forbidden', { message: adminMessages.accessDenied });
    request.actor = { id: user.id, email: user.email, role };
    request.secondFactorSince = await secondFactorSince(app.db, user);
    return claims;
  };

  // The account is read on each staff call: a role taken away, an address no longer listed or
  // no longer confirmed, a raised session version, an ended sign-in and a second factor
  // enrolled or reset all work at once (product.md#d15-verified-staff).
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    const claims = await staffAccount(request, roles);
    // The second factor (ASVS 4.3.1): a code or a key given on this sign-in, or first an enrolment.
    assertStaffSecondFactor(request.secondFactorSince, claims, app.config.staffMfa);
  });

  // Adding a security key: as any staff call once the account has a second factor; without one,
  // the route asks for the operator's enrolment code instead (ASVS 2.3.2, as `npm run staff -- mfa`).
  app.decorate('requireStaffEnrolment', (...roles: Role[]) => async (request: FastifyRequest) => {
    const claims = await staffAccount(request, roles);
    if (request.secondFactorSince !== null) assertStaffSecondFactor(request.secondFactorSince, claims, 'required');
  });
});
