// Splitting a signature line such as "VP of Sales | Acme Corp", "Head of Engineering, Beispiel
// GmbH", "Senior Engineer at Initech" or "CTO @ Foo" into position and company.
import { hasCompanyWord, hasRoleWord, isDepartment, isLegalForm, isPartnerFirm } from './text-lexicon';
import { asName } from './text-name';

// Tried in order; the first separator present in the line wins. " | " and friends are the
// strongest signal, ", " the weakest (it also occurs inside titles: "VP, Sales").
const COMMA = /,\s+/;
// "Attorney at Law", "Member at Large": the "at" belongs to the title.
const DASH = /\s+[—–-]\s+/;
const SEPARATORS = [/\s+[|•·]\s+/, /\s+(?:at|bei|chez)\s+(?!(?:law|large)\b)/i, /\s+@\s*/, DASH, COMMA];

export interface LineParts {
  position: string | null;
  company: string | null;
  /** The company is only the segment after the title ("VP Sales | Hooli"), without a legal form
   * or organisation word of its own. */
  companyByPlace: boolean;
  /** Segments that are neither (possibly the person's name). */
  rest: string[];
}

export function splitRoleLine(line: string): LineParts {
  const sep = SEPARATORS.find((r) => r.test(line));
  const split = (sep ? line.split(sep) : [line])
    .map((s) => s.trim())
    .filter(Boolean)
    // "Jane Doe | Product @ Figma": a title "at" a company inside a segment of a " | " line.
    .flatMap((s) => (sep === SEPARATORS[0] && hasRoleWord(s) ? splitAt(s) : [s]))
    // "Jane Doe — VP Marketing @ Acme": a name and a title joined by a dash inside a segment.
    .flatMap((s) => nameDashTitle(s) ?? [s]);
  // "Acme, Inc.", "Huawei Technologies Co., Ltd.": a legal form after a comma is part of the
  // company name, not a segment of its own.
  const segments = sep === COMMA ? joinLegalForms(split) : split;
  const parts: LineParts = { position: null, company: null, companyByPlace: false, rest: [] };
  const roleIdx: number[] = [];
  const companyIdx: number[] = [];
  segments.forEach((s, i) => {
    // "Becker & Partner Steuerberatung" is a firm although "partner" is a title.
    const firm = isPartnerFirm(s) || hasCompanyWordStrict(s);
    if (hasCompanyWord(s) && !isDepartment(s) && (firm || !hasRoleWord(s))) companyIdx.push(i);
    else if (hasRoleWord(s)) roleIdx.push(i);
  });
  // A department or region next to the title ("Account Manager - EMEA", "Director, Client
  // Services", "Senior Counsel | Legal & Compliance") is part of the title, not the company.
  const titleIdx = roleIdx.length
    ? segments.map((_, i) => i).filter((i) => roleIdx.includes(i) || (!companyIdx.includes(i) && isDepartment(segments[i])))
    : [];
  // Joined as written when split at a dash ("Account Manager - EMEA"), else with ", ".
  const dash = sep && sep !== COMMA ? /^\s+([—–-])\s+$/.exec(line.match(sep)?.[0] ?? '') : null;
  if (titleIdx.length) parts.position = titleIdx.map((i) => segments[i]).join(dash ? ` ${dash[1]} ` : ', ');
  if (companyIdx.length) parts.company = segments[companyIdx[0]];
  const rest = segments.filter((_, i) => !titleIdx.includes(i) && !companyIdx.includes(i));
  // "VP of Sales | Acme" / "Engineer at Initech": with a role found and an explicit separator,
  // the remaining segment after the role is the company even without a legal-form word.
  // A name-looking segment is left for the caller ("Jane Doe, VP Sales").
  if (parts.position && !parts.company && sep) {
    const candidates = rest.filter((s) => !asName(s));
    const afterRole = candidates.find((s) => segments.indexOf(s) > roleIdx[0]) ?? candidates[0];
    if (afterRole) {
      parts.company = afterRole;
      parts.companyByPlace = true;
      rest.splice(rest.indexOf(afterRole), 1);
    }
  }
  parts.rest = rest;
  return parts;
}

function nameDashTitle(segment: string): string[] | null {
  const parts = segment.split(DASH);
  return parts.length === 2 && asName(parts[0]!) !== null && hasRoleWord(parts[1]!) ? parts.map((p) => p.trim()) : null;
}

function splitAt(segment: string): string[] {
  const at = SEPARATORS.slice(1, 3).find((r) => r.test(segment));
  if (!at) return [segment];
  const [title, ...company] = segment.split(at);
  return hasRoleWord(title) && company.length === 1 && !hasRoleWord(company[0]) ? [title.trim(), company[0].trim()] : [segment];
}

function joinLegalForms(segments: string[]): string[] {
  const out: string[] = [];
  for (const s of segments) {
    if (out.length && isLegalForm(s)) out[out.length - 1] += `, ${s}`;
    else out.push(s);
  }
  return out;
}

/** A legal form such as GmbH/Inc (as opposed to nouns like "Sales" that also describe roles). */
export function hasCompanyWordStrict(s: string): boolean {
  return /(?:^|\s)(?:Inc\.?|Corp\.?|LLC|LLP|Ltd\.?|Ltda\.?|GmbH|AG|KG|SA|S\.A\.|SAS|SARL|S\.r\.l\.|Srl|SRL|S\.p\.A\.|SpA|S\.L\.|BV|B\.V\.|NV|N\.V\.|Oy|AB|Pty|Pte|PLC|plc|Co\.)(?:$|[\s,])/.test(s);
}
