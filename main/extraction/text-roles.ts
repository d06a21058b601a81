// Splitting a signature line such as "VP of Sales | Acme Corp", "Head of Engineering, Beispiel
// GmbH", "Senior Engineer at Initech" or "CTO @ Foo" into position and company.
import { hasCompanyWord, hasRoleWord, isLegalForm } from './text-lexicon';
import { asName } from './text-name';

// Tried in order; the first separator present in the line wins. " | " and friends are the
// strongest signal, ", " the weakest (it also occurs inside titles: "VP, Sales").
const COMMA = /,\s+/;
const SEPARATORS = [/\s+[|•·]\s+/, /\s+(?:at|bei|chez)\s+/i, /\s+@\s*/, /\s+[—–-]\s+/, COMMA];

export interface LineParts {
  position: string | null;
  company: string | null;
  /** Segments that are neither (possibly the person's name). */
  rest: string[];
}

export function splitRoleLine(line: string): LineParts {
  const sep = SEPARATORS.find((r) => r.test(line));
  const split = (sep ? line.split(sep) : [line]).map((s) => s.trim()).filter(Boolean);
  // "Acme, Inc.", "Huawei Technologies Co., Ltd.": a legal form after a comma is part of the
  // company name, not a segment of its own.
  const segments = sep === COMMA ? joinLegalForms(split) : split;
  const parts: LineParts = { position: null, company: null, rest: [] };
  const roleIdx: number[] = [];
  const companyIdx: number[] = [];
  segments.forEach((s, i) => {
    if (hasCompanyWord(s) && !(hasRoleWord(s) && !hasCompanyWordStrict(s))) companyIdx.push(i);
    else if (hasRoleWord(s)) roleIdx.push(i);
  });
  if (roleIdx.length) parts.position = roleIdx.map((i) => segments[i]).join(', ');
  if (companyIdx.length) parts.company = segments[companyIdx[0]];
  const rest = segments.filter((_, i) => !roleIdx.includes(i) && !companyIdx.includes(i));
  // "VP of Sales | Acme" / "Engineer at Initech": with a role found and an explicit separator,
  // the remaining segment after the role is the company even without a legal-form word.
  // A name-looking segment is left for the caller ("Jane Doe, VP Sales").
  if (parts.position && !parts.company && sep) {
    const candidates = rest.filter((s) => !asName(s));
    const afterRole = candidates.find((s) => segments.indexOf(s) > roleIdx[0]) ?? candidates[0];
    if (afterRole) {
      parts.company = afterRole;
      rest.splice(rest.indexOf(afterRole), 1);
    }
  }
  parts.rest = rest;
  return parts;
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
function hasCompanyWordStrict(s: string): boolean {
  return /(?:^|\s)(?:Inc\.?|Corp\.?|LLC|Ltd\.?|GmbH|AG|SA|SAS|SARL|BV|NV|PLC|plc|Co\.)(?:$|[\s,])/.test(s);
}
