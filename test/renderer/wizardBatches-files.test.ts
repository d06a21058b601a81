// Files loaded into the wizard together were read as one text: an Outlook CSV before an iPhone
// .vcf was lost (only the vCards were read), and a German "sep=;" CSV after an Outlook one gave
// its "sep=;" line, its header row and its rows as names. Each file is read as its own text now.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction';
import { fileOpening, markFiles } from '../../renderer/src/lib/fileParts';
import { wizardBatches } from '../../renderer/src/lib/wizardBatches';

const outlook = 'First Name,Last Name,E-mail Address\nAda,Lovelace,ada@example.com\nAlan,Turing,alan@example.com\n';
const vcards = ['Mary Jackson', 'Dorothy Vaughan', 'Katherine Johnson']
  .map((n) => `BEGIN:VCARD\nVERSION:3.0\nFN:${n}\nEMAIL:${n.split(' ')[0]!.toLowerCase()}@example.com\nEND:VCARD\n`)
  .join('');
const german = 'sep=;\nVorname;Nachname;E-Mail-Adresse\nJörg;Weiß;joerg@example.de\nUte;Groß;ute@example.de\n';

/** The text box after files loaded at once (a blank line between), and what is sent to be read. */
function loaded(typed: string, ...files: string[]): string {
  const texts = files.map((f, i) => (i < files.length - 1 ? f.trimEnd() : f));
  const all = texts.join('\n\n');
  const box = typed ? `${typed}\n\n${all}` : all;
  return markFiles(box, texts.map(fileOpening));
}

function read(text: string) {
  const cut = wizardBatches(text);
  if ('tooLong' in cut) throw new Error('refused');
  for (const b of cut.batches) expect(b.text).not.toContain('\u001C');
  return cut.batches.flatMap((b) => extractContacts(b.text)).map((c) => [c.name, c.emails[0] ?? null]);
}

describe('files loaded together', () => {
  it('reads an Outlook CSV and a .vcf each as it is', () => {
    const found = read(loaded('', outlook, vcards));
    expect(found.map((f) => f[0])).toEqual(['Ada Lovelace', 'Alan Turing', 'Mary Jackson', 'Dorothy Vaughan', 'Katherine Johnson']);
  });

  it('reads two CSVs each under its own header and separator', () => {
    const found = read(loaded('', outlook, german));
    expect(found).toEqual([['Ada Lovelace', 'ada@example.com'], ['Alan Turing', 'alan@example.com'], ['Jörg Weiß', 'joerg@example.de'], ['Ute Groß', 'ute@example.de']]);
  });

  it('reads a CSV after typed text as a CSV', () => {
    const found = read(loaded('Grace Hopper\ngrace@example.com', german));
    expect(found.map((f) => f[0])).toEqual(['Grace Hopper', 'Jörg Weiß', 'Ute Groß']);
  });

  it('leaves one file, and text without files, as they were', () => {
    expect(loaded('', outlook)).toBe(outlook);
    expect(markFiles('Grace Hopper', [])).toBe('Grace Hopper');
  });

  it('still finds a file whose rows were edited, by its first line', () => {
    const box = `${outlook.trimEnd()}\n\n${german.replace('Ute', 'Uta')}`;
    const marked = markFiles(box, [fileOpening(outlook), fileOpening(german)]);
    expect(read(marked).map((f) => f[0])).toEqual(['Ada Lovelace', 'Alan Turing', 'Jörg Weiß', 'Uta Groß']);
  });
});
