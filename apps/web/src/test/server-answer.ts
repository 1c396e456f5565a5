// A fixture stands for what the server answers. Built through the schema the server's route
// answers with, a fixture that drifts from the server fails its test at once, not in production.
import { parse } from 'zod/mini';
import type * as core from 'zod/v4/core';

/** `value`, checked against the endpoint's response schema, as the app receives it. */
export const serverAnswer = <S extends core.$ZodType>(schema: S, value: core.input<S>): core.output<S> =>
  parse(schema, value);
