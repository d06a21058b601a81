// Teams' attendance report, as downloaded (tab-separated, UTF-16 with a byte-order mark: the
// wizard's file reader decodes it): a "1. Summary" of the meeting, the "2. Participants" table,
// then "3. In-Meeting Activities" with a row per visit. The reader took the activities' heading,
// their header row and each visit for more people, the meeting role (Organizer, Presenter) for a
// job title, and the join and leave times for additional info. The participants are one card
// each, with their name and email; nothing else in the report is a person.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const cards = (text: string) => extractContacts(text).map((c) => ({ name: c.name, emails: c.emails, position: c.position, additionalInfo: c.additionalInfo }));

const report = [
  '1. Summary',
  'Meeting title\tQuarterly review with Acme Corp',
  'Attended participants\t3',
  'Start time\t3/4/24, 10:00:01 AM',
  'End time\t3/4/24, 10:45:00 AM',
  'Meeting duration\t44m 59s',
  'Average attendance time\t38m 12s',
  '',
  '2. Participants',
  'Name\tFirst Join\tLast Leave\tIn-Meeting Duration\tEmail\tParticipant ID (UPN)\tRole',
  'Jane Doe\t3/4/24, 10:00:01 AM\t3/4/24, 10:45:00 AM\t44m 59s\tjane@acme.com\tjane@acme.com\tOrganizer',
  'Bob Smith\t3/4/24, 10:01:12 AM\t3/4/24, 10:45:00 AM\t39m 8s\tbob@initech.com\tbob@initech.com\tPresenter',
  'Carla Ruiz (Guest)\t3/4/24, 10:02:00 AM\t3/4/24, 10:30:00 AM\t28m\t\t\tAttendee',
  '',
  '3. In-Meeting Activities',
  'Name\tJoin Time\tLeave Time\tDuration\tEmail\tRole',
  'Jane Doe\t3/4/24, 10:00:01 AM\t3/4/24, 10:45:00 AM\t44m 59s\tjane@acme.com\tOrganizer',
  'Bob Smith\t3/4/24, 10:01:12 AM\t3/4/24, 10:20:00 AM\t18m 48s\tbob@initech.com\tPresenter',
  'Bob Smith\t3/4/24, 10:24:40 AM\t3/4/24, 10:45:00 AM\t20m 20s\tbob@initech.com\tPresenter',
  'Carla Ruiz (Guest)\t3/4/24, 10:02:00 AM\t3/4/24, 10:30:00 AM\t28m\t\tAttendee',
  '',
].join('\r\n');

const expected = [
  { name: 'Jane Doe', emails: ['jane@acme.com'], position: null, additionalInfo: null },
  { name: 'Bob Smith', emails: ['bob@initech.com'], position: null, additionalInfo: null },
  { name: 'Carla Ruiz', emails: [], position: null, additionalInfo: null },
];

describe("Teams' attendance report", () => {
  it('the participants, one card each, and nothing from the summary or the activities', () => {
    expect(cards(report)).toEqual(expected);
  });

  it('as the wizard reads the downloaded file: UTF-16 with a byte-order mark', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(report, 'utf16le')]);
    expect(cards(new TextDecoder('utf-16le').decode(bytes))).toEqual(expected);
    expect(cards(`\uFEFF${report}`)).toEqual(expected);
  });

  it('a longer summary above the participants', () => {
    const longer = report.replace('Average attendance time', 'Meeting ID\t123 456 789\r\nOrganizer\tJane Doe\r\nTenant\tAcme Corp\r\nAverage attendance time');
    expect(cards(longer)).toEqual(expected);
  });

  it('copied from a spreadsheet or saved again as CSV: every line padded to the widest table', () => {
    const pad = (delimiter: string) =>
      report
        .split('\r\n')
        .map((line) => {
          const cells = line.split('\t').map((cell) => (cell.includes(delimiter) ? `"${cell}"` : cell));
          return cells.join(delimiter) + delimiter.repeat(7 - cells.length);
        })
        .join('\r\n');
    expect(cards(pad('\t'))).toEqual(expected);
    expect(cards(pad(','))).toEqual(expected);
  });

  it('with a title line above "1. Summary", as when pasted from an email', () => {
    expect(cards(`Weekly sync - Attendance report\r\n\r\n${report}`)).toEqual(expected);
  });

  it('the report in German: its columns named in German, the "(UPN)" and the duration still tell it', () => {
    const german = [
      '1. Zusammenfassung',
      'Besprechungstitel\tQuartalsbericht',
      'Teilnehmende Personen\t2',
      '',
      '2. Teilnehmer',
      'Name\tErster Beitritt\tLetztes Verlassen\tDauer in der Besprechung\tE-Mail-Adresse\tTeilnehmer-ID (UPN)\tRolle',
      'Jana Schmidt\t04.03.24, 10:00:01\t04.03.24, 10:45:00\t44 Min. 59 s\tjana@acme.de\tjana@acme.de\tOrganisator',
      'Bernd Weber (Gast)\t04.03.24, 10:01:12\t04.03.24, 10:45:00\t39 Min.\t\t\tTeilnehmer',
      '',
      '3. Aktivitäten in der Besprechung',
      'Name\tBeitrittszeit\tVerlassenszeit\tDauer\tE-Mail-Adresse\tRolle',
      'Jana Schmidt\t04.03.24, 10:00:01\t04.03.24, 10:45:00\t44 Min. 59 s\tjana@acme.de\tOrganisator',
    ].join('\r\n');
    expect(cards(german)).toEqual([
      { name: 'Jana Schmidt', emails: ['jana@acme.de'], position: null, additionalInfo: null },
      { name: 'Bernd Weber', emails: [], position: null, additionalInfo: null },
    ]);
  });

  it('the older report: a row per visit under "Full Name", no sections', () => {
    const older = [
      'Meeting Summary',
      'Total Number of Participants\t3',
      'Meeting Title\tQuarterly review',
      'Meeting Start Time\t3/4/2024, 10:00:01 AM',
      'Meeting End Time\t3/4/2024, 10:45:00 AM',
      '',
      'Full Name\tJoin Time\tLeave Time\tDuration\tEmail\tRole\tParticipant ID (UPN)',
      'Jane Doe\t3/4/2024, 10:00:01 AM\t3/4/2024, 10:45:00 AM\t44m 59s\tjane@acme.com\tOrganizer\tjane@acme.com',
      'Bob Smith\t3/4/2024, 10:01:12 AM\t3/4/2024, 10:20:00 AM\t18m 48s\tbob@initech.com\tPresenter\tbob@initech.com',
      'Carla Ruiz (Guest)\t3/4/2024, 10:02:00 AM\t3/4/2024, 10:30:00 AM\t28m\t\tAttendee\t',
      'Bob Smith\t3/4/2024, 10:24:40 AM\t3/4/2024, 10:45:00 AM\t20m 20s\tbob@initech.com\tPresenter\tbob@initech.com',
    ].join('\n');
    expect(cards(older)).toEqual(expected);
  });
});
