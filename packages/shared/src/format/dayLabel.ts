/** A day (YYYY-MM-DD) as the subscription emails and page say it: "Thursday, May 7, 2026" (issue 40 item 1). */
export const dayLabel = (date: string): string =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
