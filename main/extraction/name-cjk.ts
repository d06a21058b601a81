// A person's name written in Chinese, Japanese or Korean script ("王伟", "山田 太郎", "김민준"):
// no capitals and no spaces between given and family name to tell it by, so it is told by its
// length. Only a table's cell is read this way (table-name-cell.ts): in free text any short run
// of Han characters could be a name by that measure, and is left alone.

const HAN_KANA = String.raw`[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}ー]`;
const HANGUL = String.raw`\p{sc=Hangul}`;

/** Two to four characters ("王伟", "欧阳娜娜"), or two parts with a space or a middle dot
 * between them ("山田 太郎", "マイケル・ジョーダン", "김 민준"). */
const CJK_NAME = new RegExp(
  String.raw`^(?:${HAN_KANA}{2,4}|${HAN_KANA}{1,6}[ \u3000・·]${HAN_KANA}{1,6}|${HANGUL}{2,4}|${HANGUL}{1,2}[ \u3000]${HANGUL}{1,3})$`,
  'u',
);

/** Words of an organisation or a job title, never part of a person's name: "腾讯科技有限公司",
 * "经理" (manager), "株式会社", "주식회사" (company), "부장" (head of department). */
const NOT_A_NAME = /公司|集[团團]|有限|科技|[银銀]行|大[学學]|学院|研究|会社|事[务務]所|[医醫]院|中心|[协協]会|工作室|商[店事]|[经經]理|[总總][监監裁]|主任|董事|工程[师師]|社長|部[长長]|課長|教授|老[师師]|회사|그룹|은행|대학|센터|부장|과장|사장|대표|팀장|이사/u;

/** The cell as written when it is a name in CJK script, else null. */
export function cjkName(cell: string): string | null {
  const s = cell.trim();
  return CJK_NAME.test(s) && !NOT_A_NAME.test(s) ? s : null;
}
