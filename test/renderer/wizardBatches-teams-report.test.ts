// Teams' attendance report of a large meeting: three sections of different widths (a summary, the
// participants, a row per visit), so the whole text is no table that can be cut between rows. Over
// the limit of one request it was refused as too long ("paste less at a time"), and the people of
// an all-hands meeting could not be added at all. It is read as its participants' section, a
// batch of rows at a time, each batch read by the reader as the report itself is.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction';
import { wizardBatches, type WizardBatches } from '../../renderer/src/lib/wizardBatches';

const visit = '3/4/24, 10:00:01 AM\t3/4/24, 10:45:00 AM\t44m 59s';

function report(count: number, extra = ''): string {
  const people = Array.from({ length: count }, (_, i) => ({ name: `Sam Member${i + 1}`, email: `sam.member${i + 1}@acme.com` }));
  return [
    '1. Summary',
    'Meeting title\tAll hands',
    `Attended participants\t${count}`,
    'Start time\t3/4/24, 10:00:01 AM',
    'End time\t3/4/24, 11:45:00 AM',
    '',
    '2. Participants',
    'Name\tFirst Join\tLast Leave\tIn-Meeting Duration\tEmail\tParticipant ID (UPN)\tRole',
    ...people.map((p) => `${p.name}\t${visit}\t${p.email}\t${p.email}\tAttendee${extra}`),
    '',
    '3. In-Meeting Activities',
    'Name\tJoin Time\tLeave Time\tDuration\tEmail\tRole',
    ...people.flatMap((p) => [1, 2, 3].map(() => `${p.name}\t${visit}\t${p.email}\tAttendee`)),
    '',
  ].join('\r\n');
}

function batches(cut: WizardBatches) {
  if (!('batches' in cut)) throw new Error(`not cut: ${JSON.stringify(cut)}`);
  return cut.batches;
}

describe("a large Teams attendance report in the wizard", () => {
  it('over the limit of one request, every participant is read once, and nothing else', () => {
    const text = report(1_000);
    expect(text.length).toBeGreaterThan(300_000);
    const cut = batches(wizardBatches(text));
    expect(cut.length).toBeGreaterThan(1);
    expect(cut.reduce((n, b) => n + b.count, 0)).toBe(1_000);
    const read = cut.flatMap((b) => extractContacts(b.text));
    expect(read.map((c) => c.name)).toEqual(Array.from({ length: 1_000 }, (_, i) => `Sam Member${i + 1}`));
    expect(read.at(-1)).toMatchObject({ emails: ['sam.member1000@acme.com'], position: null, additionalInfo: null });
  });

  it('more participants than the reader takes of one request: in batches of at most that many', () => {
    const cut = batches(wizardBatches(report(6_000)));
    expect(cut.every((b) => b.count <= 5_000)).toBe(true);
    expect(cut.reduce((n, b) => n + b.count, 0)).toBe(6_000);
  });

  it('a participant row too long alone is named by its line in the whole report', () => {
    const text = report(1_000).replace('sam.member300@acme.com\tAttendee', `sam.member300@acme.com\tAttendee ${'x'.repeat(100_001)}`);
    const line = text.split('\r\n').findIndex((l) => l.startsWith('Sam Member300\t')) + 1;
    expect(wizardBatches(text)).toEqual({ tooLong: 'row', line });
  });

  it('copied from a spreadsheet, every line padded to the width of the widest table: read the same', () => {
    const padded = report(1_000)
      .split('\r\n')
      .map((line) => line + '\t'.repeat(6 - (line.match(/\t/g)?.length ?? 0)))
      .join('\r\n');
    const cut = batches(wizardBatches(padded));
    expect(cut.reduce((n, b) => n + b.count, 0)).toBe(1_000);
    const read = cut.flatMap((b) => extractContacts(b.text));
    expect(read.map((c) => c.name)).toEqual(Array.from({ length: 1_000 }, (_, i) => `Sam Member${i + 1}`));
  });

  it('with a title line above "1. Summary": read the same', () => {
    const read = batches(wizardBatches(`Weekly sync - Attendance report\r\n${report(1_000)}`)).flatMap((b) => extractContacts(b.text));
    expect(read).toHaveLength(1_000);
  });

  it('a CSV export whose notes hold a line "2. Participants" is read as the export it is', () => {
    const rows = Array.from({ length: 1_500 }, (_, i) => {
      const notes = i === 699 ? '"Kickoff call\n1. Agenda\n2. Participants\n3. Next steps"' : `"Met at the fair, row ${i + 1}${' and more'.repeat(8)}"`;
      return `Robin Member${i + 1},robin.member${i + 1}@example.com,Acme,${notes}`;
    });
    const text = `Name,E-mail Address,Company,Notes\r\n${rows.join('\r\n')}\r\n`;
    expect(text.length).toBeGreaterThan(100_000);
    const read = batches(wizardBatches(text)).flatMap((b) => extractContacts(b.text));
    expect(read.map((c) => c.name)).toEqual(Array.from({ length: 1_500 }, (_, i) => `Robin Member${i + 1}`));
    expect(read[699]!.emails).toEqual(['robin.member700@example.com']);
  });

  it('a short report is still one request, read whole', () => {
    const cut = batches(wizardBatches(report(20)));
    expect(cut).toHaveLength(1);
    expect(extractContacts(cut[0]!.text)).toHaveLength(20);
  });
});
