import { roleSchema, type User } from '@pourquoi/shared';
import type { UserRow } from './repository.js';

export function presentUser(user: UserRow): User {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: roleSchema.catch('user').parse(user.role),
  };
}
