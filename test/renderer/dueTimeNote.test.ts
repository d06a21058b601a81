// What a task's time field says of the time the task will have: a time left empty is 9:00, and a
// time that does not exist on the night the clocks go forward is the one the clock reads instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueTimeNote, localDateTimeToIso } from '../../renderer/src/lib/taskLabels';

const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Berlin'; // clocks go forward at 02:00 on 28 March 2027
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('the note under a task’s time', () => {
  it('says when the time is left empty that the task is due at 9:00', () => {
    expect(dueTimeNote('2027-03-10', '')).toBe('Left empty, the task is due at 9:00 AM.');
    expect(localDateTimeToIso('2027-03-10', '')).toBe('2027-03-10T08:00:00.000Z');
  });

  it('says when the time does not exist that day which time it is instead', () => {
    expect(dueTimeNote('2027-03-28', '02:30')).toBe('The clocks go forward that night: 02:30 does not exist, so the task is due at 3:30 AM.');
    expect(localDateTimeToIso('2027-03-28', '02:30')).toBe('2027-03-28T01:30:00.000Z');
  });

  it('says nothing of a time that is the one the task gets', () => {
    expect(dueTimeNote('2027-03-28', '03:30')).toBeNull();
    expect(dueTimeNote('2027-10-31', '02:30')).toBeNull(); // twice that night: the first one
    expect(dueTimeNote('2027-03-10', '14:05')).toBeNull();
  });
});
