import {
  type ChildBody,
  type ModificationStatus,
  can,
  childBodySchema,
  childLockHoursRemaining,
  parisDay,
} from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid, parseOrThrow } from '../../lib/validation.js';
import { loadFamily, loadFamilyLocked } from '../family/index.js';
import type { ChildrenDependencies } from './dependencies.js';
import {
  type ChildRow,
  type NewChild,
  deleteChild,
  findChild,
  forgetChild,
  insertChild,
  recordChildModification,
  updateChild,
} from './repository.js';

/** The one answer for a child that is not this family's, whatever the id. */
export function childNotFound(): AppError {
  return new AppError('not_found', { message: 'Profil enfant non trouvé' });
}

/** Runs `work` inside a transaction holding the family's lock, with its state read under it. */
function underFamilyLock<T>(
  deps: ChildrenDependencies,
  userId: string,
  work: (tx: Database, family: Awaited<ReturnType<typeof loadFamily>>) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    return work(tx, await loadFamilyLocked(deps, userId, tx));
  });
}

function toNewChild(body: ChildBody, isTest = false): NewChild {
  return { name: body.name, birthMonth: body.birth_month, birthYear: body.birth_year, gender: body.gender, isTest };
}

export async function addChild(
  deps: ChildrenDependencies,
  userId: string,
  body: ChildBody,
  isTest = false,
): Promise<ChildRow> {
  return underFamilyLock(deps, userId, async (tx, family) => {
    const permission = can('add_child', family.state);
    if (!permission.allowed) {
      const code = permission.upgradeRequired ? 'child_limit_reached' : 'child_modification_locked';
      throw new AppError(code, { message: permission.reason ?? undefined, structured: true });
    }
    return insertChild(tx, userId, toNewChild(body, isTest), family.state.now);
  });
}

/** A child of the chosen age, born this month, so the age is exact today. */
export function addTestChild(deps: ChildrenDependencies, userId: string, age: number, gender: 'boy' | 'girl') {
  const today = parisDay(deps.clock.now());
  return addChild(
    deps,
    userId,
    { name: 'Enfant test', birth_month: today.month, birth_year: today.year - age, gender },
    true,
  );
}

/**
 * Corrects a child. Changing who the child is (name or birth date) counts as a modification
 * under the 48-hour lock on one-child plans; correcting the gender alone does not.
 */
export async function editChild(
  deps: ChildrenDependencies,
  userId: string,
  childId: string,
  patch: Record<string, unknown>,
) {
  if (!isUuid(childId)) throw childNotFound();
  return underFamilyLock(deps, userId, async (tx, family) => {
    const current = await findChild(tx, userId, childId);
    if (!current) throw childNotFound();
    const merged = parseOrThrow(childBodySchema(parisDay(family.state.now)), {
      name: current.name,
      birth_month: current.birthMonth,
      birth_year: current.birthYear,
      gender: current.gender,
      ...patch,
    });
    const next = toNewChild(merged, current.isTest);
    const changesIdentity =
      next.name !== current.name || next.birthMonth !== current.birthMonth || next.birthYear !== current.birthYear;
    if (changesIdentity) {
      const permission = can('modify_child', family.state);
      if (!permission.allowed) {
        throw new AppError('child_modification_locked', { message: permission.reason ?? undefined, structured: true });
      }
      // Recorded on every plan; only plans limited in children read it as a lock.
      await recordChildModification(tx, { userId, childId, kind: 'edit', createdAt: family.state.now });
    }
    const updated = await updateChild(tx, userId, childId, next, family.state.now);
    if (!updated) throw childNotFound();
    return updated;
  });
}

/**
 * Deleting is always allowed (it is the family's data) but starts the lock on a replacement,
 * except for a test child: trying the app first must not delay adding the real child.
 */
export async function removeChild(deps: ChildrenDependencies, userId: string, childId: string): Promise<void> {
  if (!isUuid(childId)) throw childNotFound();
  await underFamilyLock(deps, userId, async (tx, family) => {
    const deleted = await deleteChild(tx, userId, childId);
    if (!deleted) throw childNotFound();
    await forgetChild(tx, userId, childId);
    if (!deleted.isTest) {
      await recordChildModification(tx, { userId, childId, kind: 'delete', createdAt: family.state.now });
    }
  });
}

export async function modificationStatus(deps: ChildrenDependencies, userId: string): Promise<ModificationStatus> {
  const { state } = await loadFamily(deps, userId);
  const permission = can('modify_child', state);
  return {
    can_modify: permission.allowed,
    reason: permission.reason,
    hours_remaining: permission.allowed ? null : childLockHoursRemaining(state),
    last_modification: state.lastChildModification?.toISOString() ?? null,
  };
}
