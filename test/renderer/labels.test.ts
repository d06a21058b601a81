import { describe, expect, it } from 'vitest';
import { fieldLabel, formatValue } from '../../renderer/src/lib/fieldLabels';
import { creationSourceLabel, initials } from '../../renderer/src/lib/format';
import { localDateTimeToIso } from '../../renderer/src/lib/taskLabels';

describe('what the screen says', () => {
  it('names fields in plain words', () => {
    expect(fieldLabel('additionalInfo')).toBe('Notes');
    expect(fieldLabel('socialUrl')).toBe('Social profile');
    expect(fieldLabel('someNewField')).toBe('Some New Field');
  });

  it('shows values without JSON noise', () => {
    expect(formatValue(null)).toBe('(empty)');
    expect(formatValue(['a@example.com', 'b@example.com'])).toBe('a@example.com, b@example.com');
    expect(formatValue([])).toBe('(none)');
    expect(formatValue({ id: 'x', name: 'Won' })).toBe('Won');
  });

  it('explains where a contact came from', () => {
    expect(creationSourceLabel('scan')).toBe('Business card scan');
    expect(creationSourceLabel(null)).toBe('Added by hand');
  });

  it('makes initials from one or several names', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('Grace Brewster Murray Hopper')).toBe('GH');
    expect(initials('Cher')).toBe('CH');
  });

  it('turns a local date and time into an instant, or refuses an incomplete date', () => {
    const iso = localDateTimeToIso('2026-03-14', '15:09');
    expect(iso).not.toBeNull();
    const back = new Date(iso!);
    expect([back.getFullYear(), back.getMonth(), back.getDate(), back.getHours(), back.getMinutes()]).toEqual([2026, 2, 14, 15, 9]);
    expect(localDateTimeToIso('', '10:00')).toBeNull();
    expect(new Date(localDateTimeToIso('2026-03-14', '')!).getHours()).toBe(9);
  });
});
