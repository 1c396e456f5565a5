import type { Child, ChildBody } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { expectChild, useChildCreation } from './child-cache';

/** product.md#child-dialogs-and-errors: a create that answers without a child. */
export const UNEXPECTED_CREATE_MESSAGE = 'Réponse inattendue';

export type CreateChildBody = ChildBody & { age: number };

/** `age` is sent as the spec's client does; the server computes its own. */
export const createChild = async (body: CreateChildBody): Promise<Child> =>
  expectChild(await api.post<unknown>('/children', body), UNEXPECTED_CREATE_MESSAGE);

export const useCreateChild = () => useChildCreation(createChild);
