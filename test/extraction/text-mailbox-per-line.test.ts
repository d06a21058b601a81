// An attendee or recipient list with one "Name <address>" per line (copied from a meeting's
// guest list, or a To field pasted one recipient a line) names one person per line, as the same
// list on one line separated by ";" already does.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const summary = (text: string) => extractContacts(text).map((c) => [c.name, c.emails, c.company]);

const expected = [
  ['Jane Doe', ['jane@acme.com'], null],
  ['Bob Smith', ['bob@initech.com'], null],
  ['Carla Ruiz', ['carla@umbrella.com'], null],
];

describe('one mailbox a line is one person a line', () => {
  it('the same list on one line gives three cards (as it does today)', () => {
    expect(summary('Jane Doe <jane@acme.com>; Bob Smith <bob@initech.com>; Carla Ruiz <carla@umbrella.com>')).toEqual(expected);
  });

  it('one recipient a line, each still ending with the ";" of the To field it came from', () => {
    expect(summary('Jane Doe <jane@acme.com>;\nBob Smith <bob@initech.com>;\nCarla Ruiz <carla@umbrella.com>\n')).toEqual(expected);
  });

  it('an attendee list below a heading', () => {
    expect(summary('Attendees:\nJane Doe <jane@acme.com>\nBob Smith <bob@initech.com>\nCarla Ruiz <carla@umbrella.com>\n')).toEqual(expected);
  });
});
