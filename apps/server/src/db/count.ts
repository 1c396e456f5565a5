/** The number a `select({ value: count() })` query answers (0 when it answers no row). */
export const countOf = async (query: Promise<Array<{ value: number }>>): Promise<number> =>
  (await query)[0]?.value ?? 0;
