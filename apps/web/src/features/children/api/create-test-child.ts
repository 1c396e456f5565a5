import type { Child, Gender } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { expectChild, useChildCreation } from './child-cache';

export const MISSING_TEST_CHILD_MESSAGE = 'Réponse invalide: pas de données enfant';

export interface TestChildBody {
  age: number;
  gender: Extract<Gender, 'boy' | 'girl'>;
}

/** A ready-made child ('Enfant test') to try the app before presenting one's own. */
export const createTestChild = async (body: TestChildBody): Promise<Child> =>
  expectChild(await api.post<unknown>('/children/test', body), MISSING_TEST_CHILD_MESSAGE);

export const useCreateTestChild = () => useChildCreation(createTestChild);
