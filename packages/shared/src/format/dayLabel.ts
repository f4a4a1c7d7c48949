/**
 * A day (YYYY-MM-DD) as the subscription emails and page say it: "Thursday, May 7, 2026" (issue 40 item
 * 1), in es-US "jueves, 7 de mayo de 2026" (docs/decisions/0210).
 */
export const dayLabel = (date: string, locale = 'en-US'): string =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
