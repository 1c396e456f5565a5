import { BUSINESS_TIME_ZONE, formatFrenchDate, frenchDateFormat, parisDateText } from '@pourquoi/shared';

/**
 * A period ends at an instant: the server stores "until the 31st" as the start of the 1st in
 * Paris. The day before that instant is the last day the plan covers, the one to show and edit.
 */
const lastDayCovered = (iso: string) => new Date(Date.parse(iso) - 1);

/** "31 janvier 2027": the last day a plan or a trial covers. */
export const endDateText = (iso: string) => formatFrenchDate(lastDayCovered(iso));

/** "2027-01-31": the same day, as a date input holds it. */
export const endDateInput = (iso: string) => parisDateText(lastDayCovered(iso));

/** Today in Paris, as a date input holds it. */
export const todayInput = (now: Date = new Date()) => parisDateText(now);

/** "31 décembre 2026", from a calendar day ('2026-12-31') such as a code's last valid day. */
export const calendarDateText = (day: string) => formatFrenchDate(new Date(`${day.slice(0, 10)}T12:00:00Z`));

const formatMoment = frenchDateFormat({
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "22 nov. 2026, 05:45": when something happened, in Paris time. */
export const momentText = (iso: string) => formatMoment(new Date(iso));
