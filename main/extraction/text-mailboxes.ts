// Recipient lists pasted from a To/Cc field or an address book: "Jane Doe <jane@acme.com>; Bob
// Smith <bob@initech.com>" names several people on one line. Read as one line, the names would
// run together ("Jane Doe Bob Smith") and both addresses would land on one contact, so each
// mailbox is given a paragraph of its own and text-people then reads one contact per person.

// One "Display Name <address>" (the name optional, possibly quoted: "Doe, Jane"). Bounded
// repetitions and a sticky match keep the scan linear.
const MAILBOX = /\s*(?:"[^"\n]{0,100}"|[^",;<>\n]{0,100})\s*<[^<>\s@]{1,64}@[^<>\s@]{1,255}>\s*/y;
const SEPARATOR = /[,;]/y;

/** The line's mailboxes when the whole line is a list of two or more, else null. */
function mailboxes(line: string): string[] | null {
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
  return found.length >= 2 ? found : null;
}

/** Splits every paragraph at recipient-list lines: lines before the list stay, each mailbox
 * becomes a paragraph, and the lines after it start a new one. */
export function splitMailboxLists(paragraphs: string[][]): string[][] {
  const out: string[][] = [];
  for (const paragraph of paragraphs) {
    let current: string[] = [];
    for (const line of paragraph) {
      const list = mailboxes(line);
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
