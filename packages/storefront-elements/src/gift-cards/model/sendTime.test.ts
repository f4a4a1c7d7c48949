import { describe, expect, it } from 'vitest';
import mainEn from '../messages/en-US.ts';
import mainEs from '../messages/es-US.ts';
import laterEn from '../messages/later/en-US.ts';
import laterEs from '../messages/later/es-US.ts';
import { localSendTime, sendTimeNote } from './sendTime.ts';

// The later part's texts (messages/later) with the first view's send rule.
const en = { ...mainEn, ...laterEn };
const es = { ...mainEs, ...laterEs };

// spec §9 "E-gift email is sent at 8 AM Eastern on the chosen date", shown in the shopper's zone. New
// York changes clocks on 8 March and 1 November 2026; Europe on 29 March and 25 October 2026: between
// those dates London is 4 hours ahead of New York instead of 5.

describe('localSendTime across both US DST changes (2026)', () => {
  it.each([
    // London: 5 hours ahead, 4 in the weeks when only one side has changed.
    ['Europe/London', '2026-03-07', 'Sat, Mar 7, 1:00 PM'],
    ['Europe/London', '2026-03-08', 'Sun, Mar 8, 12:00 PM'], // US DST starts
    ['Europe/London', '2026-03-30', 'Mon, Mar 30, 1:00 PM'], // both on summer time
    ['Europe/London', '2026-10-26', 'Mon, Oct 26, 12:00 PM'], // UK back on GMT, US still EDT
    ['Europe/London', '2026-11-01', 'Sun, Nov 1, 1:00 PM'], // US DST ends
    // Los Angeles changes on the same days: always 5 AM.
    ['America/Los_Angeles', '2026-03-07', 'Sat, Mar 7, 5:00 AM'],
    ['America/Los_Angeles', '2026-03-08', 'Sun, Mar 8, 5:00 AM'],
    ['America/Los_Angeles', '2026-11-01', 'Sun, Nov 1, 5:00 AM'],
    // Phoenix keeps standard time: 6 AM in winter, 5 AM in summer.
    ['America/Phoenix', '2026-03-07', 'Sat, Mar 7, 6:00 AM'],
    ['America/Phoenix', '2026-03-08', 'Sun, Mar 8, 5:00 AM'],
    ['America/Phoenix', '2026-11-01', 'Sun, Nov 1, 6:00 AM'],
    // Tokyo has no DST: 10 PM in winter, 9 PM in summer.
    ['Asia/Tokyo', '2026-03-07', 'Sat, Mar 7, 10:00 PM'],
    ['Asia/Tokyo', '2026-03-08', 'Sun, Mar 8, 9:00 PM'],
    // Auckland is already on the next day.
    ['Pacific/Auckland', '2026-01-15', 'Fri, Jan 16, 2:00 AM'],
  ])('%s on %s → %s', (zone, date, local) => {
    expect(localSendTime(date, zone)).toBe(local);
  });

  it.each([
    ['New York itself', 'America/New_York'],
    ['another zone on Eastern time', 'America/Toronto'],
    ['a zone the browser does not know', 'Mars/Olympus_Mons'],
  ])('adds nothing for %s', (_, zone) => {
    expect(localSendTime('2026-03-08', zone)).toBeNull();
  });
});

describe('sendTimeNote (spec §9)', () => {
  const TODAY = '2026-03-06';
  it.each([
    [
      'no date yet: the rule',
      '',
      'Europe/London',
      'The e-gift card is sent by email at 8 AM Eastern on the date you choose.',
    ],
    [
      'a date, before the shopper’s zone is known (first render)',
      '2026-03-08',
      null,
      'Sent by email at 8 AM Eastern on the date you choose.',
    ],
    [
      'a date, in London',
      '2026-03-08',
      'Europe/London',
      'Sent by email at 8 AM Eastern on the date you choose (Sun, Mar 8, 12:00 PM your time).',
    ],
    [
      'a date, in New York',
      '2026-03-08',
      'America/New_York',
      'Sent by email at 8 AM Eastern on the date you choose.',
    ],
    // decision 0163: past 8 AM the store sends today's e-gift as the order is placed (eGiftDueAt.ts).
    [
      'today, in New York',
      TODAY,
      'America/New_York',
      'Sent by email today at 8 AM Eastern, or as soon as you place the order once 8 AM has passed.',
    ],
    [
      'today, in London',
      TODAY,
      'Europe/London',
      'Sent by email today at 8 AM Eastern (Fri, Mar 6, 1:00 PM your time), or as soon as you place the order once 8 AM has passed.',
    ],
  ])('%s', (_, date, zone, note) => {
    expect(sendTimeNote(date, zone, TODAY, en)).toBe(note);
  });
});

// docs/decisions/0210: in es-US the note is the catalog's, the shopper's time in Spanish.
describe('sendTimeNote in es-US', () => {
  const TODAY = '2026-03-06';
  it.each([
    [
      '',
      'Europe/London',
      'La tarjeta de regalo electrónica se envía por correo electrónico a las 8 a. m., hora del Este, en la fecha que elijas.',
    ],
    [
      '2026-03-08',
      'America/New_York',
      'Se envía por correo electrónico a las 8 a. m., hora del Este, en la fecha que elijas.',
    ],
    [
      '2026-03-08',
      'Europe/London',
      'Se envía por correo electrónico a las 8 a. m., hora del Este, en la fecha que elijas (dom, 8 de mar, 12:00 p.m. en tu hora local).',
    ],
    [
      TODAY,
      'America/New_York',
      'Se envía por correo electrónico hoy a las 8 a. m., hora del Este, o en cuanto hagas el pedido si ya pasaron las 8 a. m.',
    ],
    [
      TODAY,
      'Europe/London',
      'Se envía por correo electrónico hoy a las 8 a. m., hora del Este (vie, 6 de mar, 1:00 p.m. en tu hora local), o en cuanto hagas el pedido si ya pasaron las 8 a. m.',
    ],
  ])('%j in %s', (date, zone, note) => {
    expect(sendTimeNote(date, zone, TODAY, es, 'es-US')).toBe(note);
  });
});
