import { type Child, ageFromBirth, parisDay, storedGender } from '@pourquoi/shared';
import type { ChildRow } from './repository.js';

export function presentChild(row: ChildRow, now: Date): Child {
  return {
    id: row.id,
    name: row.name,
    age: ageFromBirth(row.birthMonth, row.birthYear, parisDay(now)),
    birth_month: row.birthMonth,
    birth_year: row.birthYear,
    gender: storedGender(row.gender),
    is_test: row.isTest,
    created_at: row.createdAt.toISOString(),
  };
}
