// Recipient lists pasted from a To/Cc field or an address book: "Jane Doe <jane@acme.com>; Bob
// Smith <bob@initech.com>" names several people on one line. Read as one line, the names would
// run together ("Jane Doe Bob Smith") and both addresses would land on one contact, so each
// mailbox is given a paragraph of its own and text-people then reads one contact per person. So
// is a list one mailbox a line ("Attendees:" and a line per guest).

// One "Display Name <address>" (the name optional, possibly quoted: "Doe, Jane"). Bounded
// repetitions and a sticky match keep the scan linear.
const MAILBOX = /\s*(?:"[^"\n]{0,100}"|[^",;<>\n]{0,100})\s*<[^<>\s@]{1,64}@[^<>\s@]{1,255}>\s*/y;
const SEPARATOR = /[,;]/y;

/** The line's mailboxes when the whole line is a list of `least` or more, else null. */
function mailboxes(line: string, least = 2): string[] | null {
  const found: string[] = [];
  let at = 0;
  for (;;) {
    MAILBOX.lastIndex = at;
    const m = MAILBOX.exec(line);
    if (!m) return null;
    found.push(m[0].trim());
    at = MAILBOX.lastIndex;
    if (at >= line.length) break;
    SEPARATOR.lastIndex = at;
    if (!SEPARATOR.test(line)) return null;
    at = SEPARATOR.lastIndex;
    if (at >= line.length) break; // a trailing "," or ";"
  }
  return found.length >= least ? found : null;
}

/** Splits every paragraph at recipient-list lines: lines before the list stay, each mailbox
 * becomes a paragraph, and the lines after it start a new one. */
export function splitMailboxLists(paragraphs: string[][]): string[][] {
  const out: string[][] = [];
  for (const paragraph of paragraphs) {
    let current: string[] = [];
    // A line that is one mailbox alone is a list's line too when the line before or after it is
    // one: a guest list or a To field pasted one recipient a line. A single one is a signature's.
    const single = paragraph.map((line) => mailboxes(line, 1)?.length === 1);
    for (const [i, line] of paragraph.entries()) {
      const list = mailboxes(line) ?? (single[i] && (single[i - 1] || single[i + 1]) ? mailboxes(line, 1) : null);
      if (!list) {
        current.push(line);
        continue;
      }
      if (current.length) out.push(current);
      out.push(...list.map((m) => [m]));
      current = [];
    }
    if (current.length) out.push(current);
  }
  return out;
}
