import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/helpers/app.js';
import { parentInput, registerParent } from '../../../test/helpers/factories.js';
import { authLimits } from './rate-limits.js';

const tooMany = { detail: 'Trop de tentatives. Réessayez dans quelques minutes', code: 'rate_limited' };
const rule = (name: string) => authLimits.login.find((candidate) => candidate.name === name);
const [pairRule, accountRule, addressRule] = [rule('login:email+ip'), rule('login:email'), rule('login:ip')];
const MINUTE = 60_000;

describe('rate limits on the public auth calls', () => {
  const t = useTestApp();

  afterEach(() => {
    vi.useRealTimers();
  });

  const login = (email: string, remoteAddress: string, password = 'mauvais-mot') =>
    t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { email, password }, remoteAddress });

  /** The limiter's windows run on real time: only Date is moved, the rest of the app runs as usual. */
  const moveTime = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it('holds someone guessing a password from one address while the owner signs in from another (decision 0020)', async () => {
    const owner = await registerParent(t.app, { email: 'cible@example.com', password: 'le-bon-secret' });
    const attacker = '203.0.113.66';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push((await login('cible@example.com', attacker)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, ...Array(7).fill(429)]);
    const held = await login('CIBLE@example.com', attacker, 'le-bon-secret');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual(tooMany);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, elsewhere: a typo costs nothing more than a 401, the right password signs in.
    expect((await login('cible@example.com', '198.51.100.20')).statusCode).toBe(401);
    const signedIn = await login('cible@example.com', '198.51.100.20', 'le-bon-secret');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(owner.user.id);
    // The attacker's address may still try another account (it is only held on this one).
    expect((await login('autre@example.com', attacker)).statusCode).toBe(401);
  });

  it('makes each further guess wait longer: a growing Retry-After, then the end of the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T20:00:00Z') });
    const address = '203.0.113.67';
    const free = pairRule!.delays!.free;
    for (let attempt = 0; attempt < free; attempt += 1) {
      expect((await login('cible@example.com', address)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let failures = free; failures < pairRule!.max; failures += 1) {
      const held = await login('cible@example.com', address);
      expect(held.statusCode).toBe(429);
      const wait = Number(held.headers['retry-after']);
      waits.push(wait);
      moveTime(wait * 1000);
      expect((await login('cible@example.com', address)).statusCode).toBe(401);
    }
    expect(waits).toEqual([60, 120, 240, 480, 960]);
    // Ten failures within the hour: held until the hour that began with the first is over.
    const held = await login('cible@example.com', address);
    expect(Number(held.headers['retry-after'])).toBe(29 * 60);
    moveTime(29 * MINUTE);
    expect((await login('cible@example.com', address)).statusCode).toBe(401);
  });

  it('caps the failures on one account from every address at 100 an hour, sparing the owner’s known addresses', async () => {
    await registerParent(t.app, { email: 'celebre@example.com', password: 'le-bon-secret' });
    // The owner signed in from home last week.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T20:00:00Z') });
    expect((await login('celebre@example.com', '192.0.2.10', 'le-bon-secret')).statusCode).toBe(200);
    moveTime(7 * 24 * 60 * MINUTE);
    const free = pairRule!.delays!.free;
    const addresses = accountRule!.max / free;
    for (let index = 0; index < addresses; index += 1) {
      for (let attempt = 0; attempt < free; attempt += 1) {
        expect((await login('celebre@example.com', `198.18.0.${index}`)).statusCode).toBe(401);
      }
    }
    // Far above what one address may send: only many addresses together reach it, for the hour.
    const blocked = await login('celebre@example.com', '198.18.1.1', 'le-bon-secret');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(50 * 60);
    expect((await login('autre@example.com', '198.18.1.1')).statusCode).toBe(401);
    // From home, the owner still signs in; a wrong password there is an honest 401.
    expect((await login('celebre@example.com', '192.0.2.10')).statusCode).toBe(401);
    expect((await login('celebre@example.com', '192.0.2.10', 'le-bon-secret')).statusCode).toBe(200);
  });

  it('limits login attempts per address across accounts', async () => {
    for (let attempt = 0; attempt < addressRule!.max; attempt += 1) {
      expect((await login(`essai${attempt}@example.com`, '10.0.3.1')).statusCode).toBe(401);
    }
    expect((await login('encore@example.com', '10.0.3.1')).statusCode).toBe(429);
    expect((await login('encore@example.com', '10.0.3.2')).statusCode).toBe(401);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    for (let attempt = 0; attempt < addressRule!.max; attempt += 1) {
      expect((await login(`essai${attempt}@example.com`, `2001:db8:1:2::${attempt + 1}`)).statusCode).toBe(401);
    }
    expect((await login('encore@example.com', '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await login('encore@example.com', '2001:db8:1:3::1')).statusCode).toBe(401);
  });

  it('limits forgot-password per account and address, without stopping the owner elsewhere', async () => {
    await registerParent(t.app, { email: 'spam@example.com' });
    const forgot = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'spam@example.com' },
        remoteAddress,
      });
    const perPair = authLimits.forgotPassword[1]!.max;
    for (let attempt = 0; attempt < perPair; attempt += 1) {
      expect((await forgot('10.0.5.1')).statusCode).toBe(200);
    }
    const blocked = await forgot('10.0.5.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect((await forgot('10.0.5.2')).statusCode).toBe(200);
    // However many addresses ask, the mailbox gets a bounded number of links an hour.
    const perAccount = authLimits.forgotPassword[2]!.max;
    for (let address = 3; address < 3 + perAccount - perPair - 1; address += 1) {
      expect((await forgot(`10.0.5.${address}`)).statusCode).toBe(200);
    }
    expect((await forgot('10.0.5.200')).statusCode).toBe(429);
  });

  it('limits registrations per IP', async () => {
    for (let attempt = 0; attempt < authLimits.register[0]!.max; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: parentInput(),
        remoteAddress: '10.0.4.1',
      });
      expect(response.statusCode).toBe(201);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: parentInput(),
      remoteAddress: '10.0.4.1',
    });
    expect(blocked.statusCode).toBe(429);
  });
});
