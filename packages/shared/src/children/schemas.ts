import { z } from 'zod';
import type { CalendarDay } from '../time.js';
import { CHILD_MAX_AGE, CHILD_MIN_AGE, ageFromBirth, birthYearRange } from './age.js';

export const CHILD_NAME_MAX_LENGTH = 50;
export const TEST_CHILD_MIN_AGE = 2;
export const TEST_CHILD_MAX_AGE = 16;
export const TEST_CHILD_DEFAULTS = { age: 6, gender: 'boy' } as const;
/** The name a test child gets: not a real child's, so nothing to hide from a provider. */
export const TEST_CHILD_NAME = 'Enfant test';
/**
 * Letters of any script (with their accents), single spaces, hyphens and apostrophes between
 * them (decision 0020): « Léa », « Jean-Baptiste », « N'Golo », « Zoë Marie », « أمينة ».
 */
export const CHILD_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;

/** The messages of product.md#child-profile-rules (add child). */
export const childMessages = {
  nameRequired: 'Le prénom est requis',
  nameTooLong: `Le prénom ne peut pas dépasser ${CHILD_NAME_MAX_LENGTH} caractères`,
  nameCharacters: "Le prénom ne peut contenir que des lettres, des espaces, des traits d'union et des apostrophes",
  monthInvalid: 'Sélectionne un mois valide',
  yearRequired: "L'année de naissance est requise",
  yearOutOfRange: (min: number, max: number) => `L'année doit être entre ${min} et ${max}`,
  ageOutOfRange: `L'enfant doit avoir entre ${CHILD_MIN_AGE} et ${CHILD_MAX_AGE} ans`,
  genderInvalid: 'Choisis fille, garçon ou neutre',
  testAgeInvalid: `L'âge doit être entre ${TEST_CHILD_MIN_AGE} et ${TEST_CHILD_MAX_AGE} ans`,
} as const;

/** product.md#d5-gender: `other` is read as `neutral`. */
export const genderSchema = z
  .enum(['girl', 'boy', 'neutral', 'other'], { error: childMessages.genderInvalid })
  .transform((gender) => (gender === 'other' ? 'neutral' : gender));
export type Gender = 'girl' | 'boy' | 'neutral';

/** A gender as stored (or as a client sent it): anything but girl or boy reads as neutral. */
export function storedGender(value: unknown): Gender {
  return value === 'girl' || value === 'boy' ? value : 'neutral';
}

/**
 * A first name as typed, trimmed and in one Unicode form (NFC), so that the same name is the
 * same text when it is hidden from a provider. `stored` is the child's name as already kept:
 * a name stored before the rule on characters keeps working while other fields are corrected.
 */
const childName = (stored?: string) =>
  z
    .string({ error: childMessages.nameRequired })
    .trim()
    .min(1, { error: childMessages.nameRequired, abort: true })
    .max(CHILD_NAME_MAX_LENGTH, { error: childMessages.nameTooLong, abort: true })
    .refine((name) => name === stored || CHILD_NAME_PATTERN.test(name), { error: childMessages.nameCharacters })
    .transform((name) => (name === stored ? name : name.normalize('NFC')));

/** Form values arrive as strings or numbers; empty means missing. */
const whole = (missing: string, invalid: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z.number({ error: (issue) => (issue.input === undefined ? missing : invalid) }).int({ error: invalid }),
  );

/**
 * The child form and `POST /api/children`, for the day it is: the year range and the age
 * bounds move with the calendar, so the schema is made for `today`. `storedName`: the name
 * of the child being corrected, accepted as it is.
 */
export function childBodySchema(today: CalendarDay, storedName?: string) {
  const { min, max } = birthYearRange(today);
  return z
    .object({
      name: childName(storedName),
      birth_month: whole(childMessages.monthInvalid, childMessages.monthInvalid).pipe(
        z.number().min(1, { error: childMessages.monthInvalid }).max(12, { error: childMessages.monthInvalid }),
      ),
      birth_year: whole(childMessages.yearRequired, childMessages.yearOutOfRange(min, max)).pipe(
        z
          .number()
          .min(min, { error: childMessages.yearOutOfRange(min, max) })
          .max(max, { error: childMessages.yearOutOfRange(min, max) }),
      ),
      gender: genderSchema.default('neutral'),
      /** Sent by the spec's client; the server computes the age itself. */
      age: z.unknown().optional(),
    })
    .superRefine((child, ctx) => {
      // Only a valid month and year make an age worth judging.
      if (child.birth_month < 1 || child.birth_month > 12) return;
      if (child.birth_year < min || child.birth_year > max) return;
      const age = ageFromBirth(child.birth_month, child.birth_year, today);
      if (age < CHILD_MIN_AGE || age > CHILD_MAX_AGE) {
        ctx.addIssue({ code: 'custom', path: ['birth_year'], message: childMessages.ageOutOfRange });
      }
    })
    .transform(({ age: _age, ...child }) => child);
}
export type ChildBody = z.output<ReturnType<typeof childBodySchema>>;

/** `PATCH /api/children/{id}`: any of the fields, checked together with the stored ones. */
export const childPatchBody = z
  .object({
    name: z.unknown().optional(),
    birth_month: z.unknown().optional(),
    birth_year: z.unknown().optional(),
    gender: z.unknown().optional(),
  })
  .strict();

export const testChildBody = z.object({
  age: z.coerce
    .number({ error: childMessages.testAgeInvalid })
    .int({ error: childMessages.testAgeInvalid })
    .min(TEST_CHILD_MIN_AGE, { error: childMessages.testAgeInvalid })
    .max(TEST_CHILD_MAX_AGE, { error: childMessages.testAgeInvalid })
    .default(TEST_CHILD_DEFAULTS.age),
  gender: z.enum(['boy', 'girl'], { error: 'Choisis fille ou garçon' }).default(TEST_CHILD_DEFAULTS.gender),
});

export const childSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  birth_month: z.number().int(),
  birth_year: z.number().int(),
  gender: z.enum(['girl', 'boy', 'neutral']),
  is_test: z.boolean(),
  created_at: z.string(),
});
export type Child = z.infer<typeof childSchema>;

/** Any text: an id that is not one of the family's children is a 404, whatever its shape. */
export const childIdParams = z.object({ id: z.string().max(100) });

export const modificationStatusSchema = z.object({
  can_modify: z.boolean(),
  reason: z.string().nullable(),
  hours_remaining: z.number().nullable(),
  last_modification: z.string().nullable(),
});
export type ModificationStatus = z.infer<typeof modificationStatusSchema>;
