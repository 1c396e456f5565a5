// A fixture stands for what the server answers. Built through the schema the server's route
// answers with, a fixture that drifts from the server fails its test at once, not in production.
import type { z } from 'zod';

/** `value`, checked against the endpoint's response schema, as the app receives it. */
export const serverAnswer = <S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> => schema.parse(value);
