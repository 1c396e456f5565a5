import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit, refreshTokens, securityKeyChallenges, securityKeys, users } from '../../db/schema.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { bearer, registerParent } from '../../../test/helpers/factories.js';
import { openTotpSecret, totpCode, totpStep } from '../../lib/totp.js';
import { StaffCommandError, parseStaffCommand, runStaffCommand, type StaffCommand } from './staff-accounts.js';

const repoRoot = resolve(import.meta.dirname, '../../../../..');

describe('npm run staff: parsing the command line', () => {
  it('reads add, remove and list, with the address normalised', () => {
    expect(parseStaffCommand(['add', 'admin', ' Marie@Example.org '])).toEqual({
      action: 'add',
      role: 'admin',
      email: 'marie@example.org',
    });
    expect(parseStaffCommand(['add', 'support', 'aide@example.org']).action).toBe('add');
    expect(parseStaffCommand(['remove', 'aide@example.org'])).toEqual({ action: 'remove', email: 'aide@example.org' });
    expect(parseStaffCommand(['list'])).toEqual({ action: 'list' });
    expect(parseStaffCommand(['mfa', 'Chef@Example.org'])).toEqual({ action: 'mfa', email: 'chef@example.org' });
    expect(parseStaffCommand(['mfa-reset', 'chef@example.org'])).toEqual({
      action: 'mfa-reset',
      email: 'chef@example.org',
    });
  });

  it.each([
    [['add', 'owner', 'marie@example.org'], 'Unknown role: "owner" (admin or support)'],
    [['add', 'admin', 'pas-une-adresse'], 'Invalid email address: "pas-une-adresse"'],
    [['add', 'admin'], 'Usage:'],
    [['remove'], 'Usage:'],
    [['mfa'], 'Usage:'],
    [['mfa', 'admin', 'chef@example.org'], 'Usage:'],
    [['promote', 'admin', 'marie@example.org'], 'Usage:'],
    [[], 'Usage:'],
  ])('refuses %j with a clear message', (args, message) => {
    expect(() => parseStaffCommand(args)).toThrow(StaffCommandError);
    expect(() => parseStaffCommand(args)).toThrow(message);
  });
});

describe('npm run staff: creating and promoting staff (product.md#d15-verified-staff)', () => {
  const t = useTestApp();

  const run = (command: StaffCommand) =>
    runStaffCommand({ db: t.database.db, config: t.app.config, now: t.clock.now() }, command);
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
  const setPassword = (link: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenOf(link), new_password: password },
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { email, password } });

  it('creates a confirmed admin account and prints a set-password link valid 24 hours', async () => {
    const lines = await run({ action: 'add', role: 'admin', email: 'marie@example.org' });
    expect(lines[0]).toBe('Account created: marie@example.org (admin), address confirmed.');
    expect(lines[1]).toBe('Link to choose the password (valid 24 hours, single use):');
    const link = lines[2]!;
    expect(link).toMatch(/^http:\/\/localhost:8001\/reset-password\?token=/);

    t.clock.advanceMinutes(23 * 60);
    expect((await setPassword(link, 'mot-de-passe-equipe')).statusCode).toBe(200);
    const session = await login('marie@example.org', 'mot-de-passe-equipe');
    expect(session.json().user).toMatchObject({ role: 'admin', email_verified: true });
    const adminList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(session.json().access_token),
    });
    expect(adminList.statusCode).toBe(200);

    const [entry] = await t.database.db.select().from(adminAudit).orderBy(desc(adminAudit.createdAt)).limit(1);
    expect(entry).toMatchObject({
      actorId: null,
      actorEmail: 'cli',
      action: 'staff.grant',
      details: { email: 'marie@example.org', role: 'admin', before: null },
    });
  });

  it('refuses the printed link after 24 hours', async () => {
    const [, , link] = await run({ action: 'add', role: 'support', email: 'lent@example.org' });
    t.clock.advanceMinutes(24 * 60 + 1);
    expect((await setPassword(link!, 'trop-tard-pour-moi')).statusCode).toBe(401);
  });

  it('promotes an unconfirmed account and shuts out whoever registered it', async () => {
    const squatter = await registerParent(t.app, { email: 'aide@example.org', password: 'je-ne-suis-pas-aide' });
    const lines = await run({ action: 'add', role: 'support', email: 'aide@example.org' });
    expect(lines[0]).toBe('Account promoted: aide@example.org (support), address confirmed.');

    expect((await login('aide@example.org', 'je-ne-suis-pas-aide')).statusCode).toBe(401);
    const [session] = await t.database.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, squatter.user.id));
    expect(session?.revokedAt).not.toBeNull();
    expect((await setPassword(lines[2]!, 'le-vrai-support')).statusCode).toBe(200);
    const promoted = await login('aide@example.org', 'le-vrai-support');
    expect(promoted.json().user).toMatchObject({ id: squatter.user.id, role: 'support', email_verified: true });
  });

  it('keeps the password of an account whose owner confirmed the address', async () => {
    const owner = await registerParent(t.app, { email: 'confirme@example.org' });
    await t.database.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, owner.user.id));
    await run({ action: 'add', role: 'admin', email: 'confirme@example.org' });
    const session = await login('confirme@example.org', owner.input.password);
    expect(session.json().user.role).toBe('admin');
  });

  it('takes the role back, and lists who acts as staff', async () => {
    await run({ action: 'add', role: 'admin', email: 'marie@example.org' });
    await run({ action: 'add', role: 'support', email: 'aide@example.org' });
    expect(await run({ action: 'list' })).toEqual([
      'support  aide@example.org [granted: support]',
      'admin    marie@example.org [granted: admin]',
    ]);
    expect(await run({ action: 'remove', email: 'aide@example.org' })).toEqual(['Role removed: aide@example.org.']);
    expect(await run({ action: 'list' })).toEqual(['admin    marie@example.org [granted: admin]']);
    await expect(run({ action: 'remove', email: 'personne@example.org' })).rejects.toThrow(
      'No account has the address personne@example.org.',
    );
  });
});

describe('npm run staff: the staff’s authenticator (ASVS 4.3.1)', () => {
  const t = useTestApp({ env: { ADMIN_EMAILS: 'liste@example.org' } });
  const run = (command: StaffCommand) =>
    runStaffCommand({ db: t.database.db, config: t.app.config, now: t.clock.now() }, command);
  const lastAudit = async () =>
    (await t.database.db.select().from(adminAudit).orderBy(desc(adminAudit.createdAt)).limit(1))[0];

  it('enrols a staff account: prints the otpauth URI and the key by fours, stores the key sealed', async () => {
    await run({ action: 'add', role: 'admin', email: 'marie@example.org' });
    const lines = await run({ action: 'mfa', email: 'marie@example.org' });
    expect(lines[0]).toBe('Authenticator enrolled: marie@example.org. Staff calls ask for its code from now on.');
    const uri = new URL(lines[2]!);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toBe('/Pourquoi:marie@example.org');
    expect(uri.searchParams.get('issuer')).toBe('Pourquoi');
    const secret = uri.searchParams.get('secret')!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(lines[3]).toBe(`or by typing this key: ${secret.match(/.{4}/g)!.join(' ')}`);

    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'marie@example.org'));
    expect(row!.totpSecret).not.toContain(secret);
    expect(openTotpSecret(t.app.config.jwtSecret, row!.id, row!.totpSecret!)).toBe(secret);
    expect(row!.totpEnabledAt).toEqual(t.clock.now());
    expect(await lastAudit()).toMatchObject({
      actorEmail: 'cli',
      action: 'staff.mfa.enrol',
      target: row!.id,
      details: { email: 'marie@example.org', replaced: false },
    });
    expect(await run({ action: 'list' })).toEqual(['admin    marie@example.org [granted: admin] [authenticator]']);

    const replaced = await run({ action: 'mfa', email: 'marie@example.org' });
    expect(replaced[0]).toBe(
      'Authenticator replaced: marie@example.org. Staff calls ask for its code from now on; the previous one no longer works.',
    );
    const newSecret = new URL(replaced[2]!).searchParams.get('secret')!;
    expect(newSecret).not.toBe(secret);
    expect(totpCode(newSecret, totpStep(t.clock.now()))).toMatch(/^\d{6}$/);
  });

  it('enrols a listed address too, and refuses a family account and an unknown one', async () => {
    await registerParent(t.app, { email: 'liste@example.org' });
    expect((await run({ action: 'mfa', email: 'liste@example.org' }))[0]).toMatch(/^Authenticator enrolled/);
    await registerParent(t.app, { email: 'famille@example.org' });
    await expect(run({ action: 'mfa', email: 'famille@example.org' })).rejects.toThrow(
      'famille@example.org is not a staff account: run "npm run staff -- add admin|support famille@example.org" first.',
    );
    await expect(run({ action: 'mfa', email: 'personne@example.org' })).rejects.toThrow(
      'No account has the address personne@example.org.',
    );
  });

  it('removes an authenticator, audited, and says what staff calls will ask', async () => {
    await run({ action: 'add', role: 'support', email: 'aide@example.org' });
    await run({ action: 'mfa', email: 'aide@example.org' });
    expect(await run({ action: 'mfa-reset', email: 'aide@example.org' })).toEqual([
      'Authenticator removed: aide@example.org.',
      'Its staff calls no longer ask for a code (STAFF_MFA=optional).',
    ]);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'aide@example.org'));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await lastAudit()).toMatchObject({
      action: 'staff.mfa.reset',
      details: { email: 'aide@example.org', had: true },
    });
    expect((await run({ action: 'mfa-reset', email: 'aide@example.org' }))[0]).toBe(
      'aide@example.org had no authenticator.',
    );
  });

  it('prints a single code for a first security key (ASVS 2.3.2), audited, and lists the keys', async () => {
    expect(parseStaffCommand(['mfa-key', 'Aide@Example.org'])).toEqual({
      action: 'mfa-key',
      email: 'aide@example.org',
    });
    await run({ action: 'add', role: 'support', email: 'aide@example.org' });
    const lines = await run({ action: 'mfa-key', email: 'aide@example.org' });
    expect(lines[0]).toMatch(
      /^Security key enrolment code for aide@example\.org \(valid 24 hours, single use\): ([A-Z2-7]{4} ){3}[A-Z2-7]{4}$/,
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'aide@example.org'));
    // Stored hashed: the printed code is nowhere in the database.
    const [stored] = await t.database.db.select().from(securityKeyChallenges);
    expect(stored).toMatchObject({ userId: row!.id, purpose: 'enrolment' });
    expect(stored!.valueHash).not.toContain(lines[0]!.split(': ')[1]!.replaceAll(' ', ''));
    expect(await lastAudit()).toMatchObject({
      actorEmail: 'cli',
      action: 'staff.mfa.key_invite',
      target: row!.id,
      details: { email: 'aide@example.org' },
    });
    await t.database.db
      .insert(securityKeys)
      .values({ userId: row!.id, credentialId: 'cle-1', publicKey: Buffer.from([1]), name: 'Clé' });
    expect(await run({ action: 'list' })).toEqual(['support  aide@example.org [granted: support] [security keys: 1]']);
    expect(await run({ action: 'mfa-reset', email: 'aide@example.org' })).toEqual([
      '1 security key removed: aide@example.org.',
      'Its staff calls no longer ask for a code (STAFF_MFA=optional).',
    ]);
    expect(await t.database.db.select().from(securityKeyChallenges)).toEqual([]);
    await registerParent(t.app, { email: 'famille@example.org' });
    await expect(run({ action: 'mfa-key', email: 'famille@example.org' })).rejects.toThrow('is not a staff account');
  });
});

describe('npm run staff: the real command', () => {
  /** `npm run staff -- …` at the repository's root, on an embedded database of its own. */
  const staff = (dataDir: string, ...args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
      const child = spawn('npm', ['run', '--silent', 'staff', '--', ...args], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH ?? '',
          DATA_DIR: dataDir,
          JWT_SECRET: 'staff-command-secret-staff-command-secret',
          APP_URL: 'https://pourquoi.example.fr',
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (code) => done({ code, stdout, stderr }));
    });

  it(
    'creates an admin in DATA_DIR, prints the link, and refuses bad input non-zero',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'pourquoi-staff-'));
      try {
        const added = await staff(dataDir, 'add', 'admin', 'equipe@example.org');
        expect(added.code, added.stderr).toBe(0);
        expect(added.stdout).toContain('Account created: equipe@example.org (admin), address confirmed.');
        expect(added.stdout).toMatch(/https:\/\/pourquoi\.example\.fr\/reset-password\?token=[\w-]{43}\n/);

        const listed = await staff(dataDir, 'list');
        expect(listed.stdout).toBe('admin    equipe@example.org [granted: admin]\n');

        const bad = await staff(dataDir, 'add', 'owner', 'equipe@example.org');
        expect(bad.code).toBe(2);
        expect(bad.stderr).toContain('Unknown role: "owner" (admin or support)');
        expect(bad.stderr).toContain('npm run staff -- add admin|support <email>');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
