// A signature written in Chinese, Japanese or Korean: "张伟 / 销售总监 / 华为技术有限公司". Its job
// title has none of the word lists' words, and a name in those scripts is told only by its length
// (name-cjk.ts), so in free text a short run of Han characters is taken for the name only beside
// a line that makes the block a signature: a job title or a company in those scripts.
import { cjkName } from './name-cjk';
import { hasCompanyWord } from './text-lexicon';

/** A line in those scripts alone (spaces and a middle dot allowed). */
const CJK_LINE = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}ー・· \u3000]{2,16}$/u;

/** Job titles: manager, director, head of department, engineer, representative, … */
const CJK_TITLE =
  /[经經]理|[总總][监監裁]|主任|主管|董事|工程[师師]|[专專]员|[顾顧]问|教授|社長|部長|部长|課長|係長|取締役|代表|이사|부장|과장|차장|실장|사장|대표|팀장|매니저|상무|전무/u;

/** How far (in lines) the name may stand from the title or company that shows the block is a signature. */
const NEAR = 2;

/**
 * Sets the position from a title line in those scripts and the name from a name line near it or
 * near the company, where the card has none yet. `rests` are the lines left once emails, phones,
 * links, labels and the address are taken out.
 */
export function readCjkLines(rests: string[], c: { name: string | null; position: string | null; company: string | null }): void {
  const lines = rests.map((r) => r.trim());
  const titleAt = lines.findIndex((l) => CJK_LINE.test(l) && CJK_TITLE.test(l) && !hasCompanyWord(l));
  if (titleAt >= 0 && !c.position) c.position = lines[titleAt]!;
  if (c.name) return;
  const companyAt = c.company ? lines.indexOf(c.company) : -1;
  const anchors = [titleAt, companyAt].filter((i) => i >= 0 && CJK_LINE.test(lines[i]!));
  if (!anchors.length) return;
  const nameAt = lines.findIndex((l, i) => i !== titleAt && i !== companyAt && cjkName(l) !== null && anchors.some((a) => Math.abs(a - i) <= NEAR));
  if (nameAt >= 0) c.name = lines[nameAt]!;
}
