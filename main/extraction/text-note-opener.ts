// The words a forwarded or hasty note opens with: "FYI", "FYI, see below", "Heads up – new
// contact", "PS: new number", "P.S. Slides attached". Such a line is the sender's aside to the
// reader, never the company, title or name of anyone; a person written after the opener ("FYI,
// Bob Smith", "Heads up – Bob Smith, VP Sales, Initech") is still read.
import { asName } from './text-name';

// Openers no company or title is made of, followed by anything.
const NOTE_OPENERS = ['fyi', 'fya', 'fwiw', 'heads up', 'heads-up', 'headsup', 'just fyi', 'quick note'];
// Postscript marks. "PS" or "NB" may begin a company's name ("PS Group", "NB Capital"), so
// these count only alone or before a punctuation mark ("PS: …", "P.S. …", "NB, …").
const POSTSCRIPT_MARKS = ['ps', 'p.s.', 'p.s', 'pps', 'p.p.s.', 'nb', 'n.b.'];

const escape = (w: string) => w.replace(/[.]/g, '\\.').replace(/[ -]/g, '[\\s-]+');
const OPENER = new RegExp(String.raw`^(?:(${NOTE_OPENERS.map(escape).join('|')})(?![\p{L}\p{N}])|(${POSTSCRIPT_MARKS.map(escape).join('|')})(?=$|\s*[:,;.!–—-]|(?<=\.)\s))\s*[:,;.!–—-]*\s*`, 'iu');

/** The line without the note's opener: what follows when it opens with a name ("FYI, Bob Smith"
 * → "Bob Smith"), else "" (the note's own words: "FYI, see below", "PS: new number", "P.S.
 * Slides attached"); the line as written when it opens with none. */
export function withoutNoteOpener(line: string): string {
  const m = OPENER.exec(line.trim());
  if (!m) return line;
  const rest = line.trim().slice(m[0].length);
  return asName(rest.split(/\s*[,|–—]\s*|\s+-\s+/)[0]!) ? rest : '';
}
