import type { FastifyRequest } from 'fastify';
import { type DiscountCode, type DiscountCodeInput, discountTypeSchema } from '@pourquoi/shared';
import { UNIQUE_VIOLATION, pgErrorCode } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  type DiscountCodeRow,
  deleteDiscountCodeRow,
  insertDiscountCode,
  listDiscountCodeRows,
} from '../monetization/index.js';
import type { AdminDependencies } from './dependencies.js';
import { audited } from './audit.js';

export function presentDiscountCode(row: DiscountCodeRow): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    type: discountTypeSchema.parse(row.type),
    value: row.value,
    usage_limit: row.usageLimit,
    times_used: row.timesUsed,
    valid_until: row.validUntil,
    one_per_user: row.onePerUser,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listDiscountCodes(deps: AdminDependencies): Promise<DiscountCode[]> {
  const rows = await listDiscountCodeRows(deps.db);
  return rows.map(presentDiscountCode);
}

/** A new code (its rules already checked by the shared schema); a code is unique. Audited in the same transaction. */
export async function createDiscountCode(
  deps: AdminDependencies,
  actor: FastifyRequest['actor'],
  input: DiscountCodeInput,
): Promise<DiscountCode> {
  try {
    return await audited(deps.db, actor, async (tx) => {
      const row = await insertDiscountCode(tx, {
        code: input.code,
        type: input.type,
        value: input.value,
        usageLimit: input.usage_limit,
        validUntil: input.valid_until,
        onePerUser: input.one_per_user,
        description: input.description,
        createdBy: actor.id,
      });
      return {
        result: presentDiscountCode(row),
        entry: { action: 'discount_code.create', target: row.code, details: { type: input.type, value: input.value } },
      };
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) {
      throw new AppError('validation_error', {
        message: 'Ce code existe déjà',
        fields: { code: 'Ce code existe déjà' },
      });
    }
    throw error;
  }
}

export async function deleteDiscountCode(deps: AdminDependencies, actor: FastifyRequest['actor'], id: string) {
  await audited(deps.db, actor, async (tx) => {
    const row = await deleteDiscountCodeRow(tx, id);
    if (!row) throw new AppError('not_found');
    return { result: undefined, entry: { action: 'discount_code.delete', target: row.code } };
  });
}
