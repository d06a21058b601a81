// A signature written in a script without capital letters: Chinese, Japanese, Korean ("张伟 /
// 销售总监 / 华为技术有限公司"), Hebrew and Arabic ("דוד כהן / מנהל מכירות / דוגמה בע"מ"). Its job
// title has none of the word lists' words, and a name there has no capitals to be told by (in CJK
// only its length tells it: name-cjk.ts), so in free text a short line in such a script is taken
// for the name only beside a line that makes the block a signature: a job title or a company in
// that script.
import { cjkName } from './name-cjk';
import { hasCompanyWord } from './text-lexicon';

const CJK = String.raw`\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}ー・·`;
const HEBREW_ARABIC = String.raw`\p{sc=Hebrew}\p{sc=Arabic}"״'׳.`;

/** A line in one of those scripts alone (spaces allowed). */
const CASELESS_LINE = new RegExp(String.raw`^(?:[${CJK} \u3000]{2,16}|[${HEBREW_ARABIC} ]{2,40})$`, 'u');

/** Job titles: manager, director, head of department, engineer, consultant, representative, … */
const TITLE =
  /[经經]理|[总總][监監裁]|主任|主管|董事|工程[师師]|[专專]员|[顾顧]问|教授|社長|部長|部长|課長|係長|取締役|代表|이사|부장|과장|차장|실장|사장|대표|팀장|매니저|상무|전무|מנהל|מנכ["״]ל|סמנכ["״]ל|יוע[ץצ]|מהנדס|ראש\s|רכז|אחראי|مدير|رئيس|مهندس|مستشار|مسؤول|أخصائي|مندوب/u;

/** A name of two or three words in Hebrew or Arabic script. */
const HEBREW_ARABIC_NAME = /^[\p{sc=Hebrew}\p{sc=Arabic}'׳-]{2,15}(?: [\p{sc=Hebrew}\p{sc=Arabic}'׳-]{2,15}){1,2}$/u;

/** The line as written when it is a person's name in one of those scripts, else null. */
function caselessName(line: string): string | null {
  if (TITLE.test(line) || hasCompanyWord(line)) return null;
  return cjkName(line) ?? (HEBREW_ARABIC_NAME.test(line) ? line : null);
}

/** How far (in lines) the name may stand from the title or company that shows the block is a signature. */
const NEAR = 2;

/**
 * Sets the position from a title line in those scripts and the name from a name line near it or
 * near the company, where the card has none yet. `rests` are the lines left once emails, phones,
 * links, labels and the address are taken out.
 */
export function readCaselessLines(rests: string[], c: { name: string | null; position: string | null; company: string | null }): void {
  const lines = rests.map((r) => r.trim());
  const titleAt = lines.findIndex((l) => CASELESS_LINE.test(l) && TITLE.test(l) && !hasCompanyWord(l));
  if (titleAt >= 0 && !c.position) c.position = lines[titleAt]!;
  if (c.name) return;
  const companyAt = c.company ? lines.indexOf(c.company) : -1;
  const anchors = [titleAt, companyAt].filter((i) => i >= 0 && CASELESS_LINE.test(lines[i]!));
  if (!anchors.length) return;
  const nameAt = lines.findIndex((l, i) => i !== titleAt && i !== companyAt && caselessName(l) !== null && anchors.some((a) => Math.abs(a - i) <= NEAR));
  if (nameAt >= 0) c.name = lines[nameAt]!;
}
