// Zoom's participants export (Reports › Usage › Participants › Export): one row per time someone
// joined, the name column "Name (Original Name)" holding the name shown in the meeting and, after
// it in parentheses, the name the participant joined with when they renamed themselves. Its
// header was no header to the reader (only "User Email" was a contact field), so the rows became
// one nameless card with every address. Each participant is one card with their name and email;
// join and leave times, durations and the Guest flag are not contact details.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const cards = (text: string) => extractContacts(text).map((c) => ({ name: c.name, emails: c.emails, position: c.position, additionalInfo: c.additionalInfo }));

const export_ = [
  'Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes),Guest',
  'Jane Doe (Jane D.),jane@acme.com,03/04/2024 10:00:01 AM,03/04/2024 10:45:00 AM,45,No',
  'Bob - Initech (Bob Smith),bob@initech.com,03/04/2024 10:01:12 AM,03/04/2024 10:20:40 AM,20,No',
  'Carla Ruiz,,03/04/2024 10:02:00 AM,03/04/2024 10:44:10 AM,43,Yes',
  'Bob Smith,bob@initech.com,03/04/2024 10:25:03 AM,03/04/2024 10:45:00 AM,20,No',
  'Carla Ruiz,,03/04/2024 10:44:30 AM,03/04/2024 10:45:00 AM,1,Yes',
].join('\r\n');

const expected = [
  { name: 'Jane Doe', emails: ['jane@acme.com'], position: null, additionalInfo: null },
  { name: 'Bob Smith', emails: ['bob@initech.com'], position: null, additionalInfo: null },
  { name: 'Carla Ruiz', emails: [], position: null, additionalInfo: null },
];

describe("Zoom's participants export", () => {
  it('one card per participant, a rejoin no second card, no times or durations', () => {
    expect(cards(export_)).toEqual(expected);
  });

  it('the name that reads as a full name: the shown one over initials, the original over a nickname', () => {
    const text = [
      'Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes),Guest',
      'JD (Jane Doe),jane@acme.com,03/04/2024 10:00:01 AM,03/04/2024 10:45:00 AM,45,No',
      'Bobby Smith (Robert Smith),bob@initech.com,03/04/2024 10:01:12 AM,03/04/2024 10:20:40 AM,20,No',
      'Carla Ruiz (she/her),carla@umbrella.com,03/04/2024 10:02:00 AM,03/04/2024 10:44:10 AM,43,No',
    ].join('\n');
    expect(extractContacts(text).map((c) => c.name)).toEqual(['Jane Doe', 'Robert Smith', 'Carla Ruiz']);
  });

  it('exported with the meeting data above, and with the consent and waiting room columns', () => {
    const text = [
      'Meeting ID,Topic,Start Time,End Time,User Email,Duration (Minutes),Participants',
      '812 3456 7890,Weekly sync,03/04/2024 09:58:12 AM,03/04/2024 10:47:01 AM,jane@acme.com,49,3',
      '',
      'Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes),Guest,Recording Consent,In Waiting Room',
      ...export_.split('\r\n').slice(1).map((row) => `${row},Y,No`),
    ].join('\n');
    expect(cards(text)).toEqual(expected);
  });

  it('exported with "Show unique users": a total duration a person', () => {
    const text = [
      'Name (Original Name),User Email,Total Duration (Minutes),Guest',
      'Jane Doe (Jane D.),jane@acme.com,45,No',
      'Bob Smith,bob@initech.com,40,No',
      'Carla Ruiz,,44,Yes',
    ].join('\n');
    expect(cards(text)).toEqual(expected);
  });
});
