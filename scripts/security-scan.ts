// Static security scan of the Electron sources with @doyensec/electronegativity, judged against
// the committed allow-list (main/electron/electronegativity-allowlist.json). Any HIGH or MEDIUM
// finding that is not justified there fails; so does an allow-list entry that no longer matches
// anything (so justifications cannot go stale).
//
// The scanner is called through its programmatic API, not its CLI: the CLI's CSV writer races
// its own header write against the rows (two async fs.writeFile calls) and clobbers the first
// finding. This script writes the CSV itself, from the scanner's own results.
//
//   tsx scripts/security-scan.ts [--out report.csv]
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ALLOWLIST = join(ROOT, 'main', 'electron', 'electronegativity-allowlist.json');
/** What is scanned: the Electron main process and the preload (the renderer is a plain web app). */
export const SCANNED = ['main', 'preload'];

export interface Finding {
  check: string;
  severity: string;
  confidence: string;
  file: string;
  location: string;
  sample: string;
  description: string;
}

export interface AllowEntry {
  check: string;
  file: string;
  /** Optional: text the flagged line must contain, so a new finding in the same file is not hidden. */
  match?: string;
  reason: string;
}

interface RawIssue {
  id: string;
  severity: { name: string };
  confidence: { name: string };
  file: string;
  location: { line: number; column: number };
  sample?: string;
  description: string;
}

type Runner = (options: Record<string, unknown>) => Promise<{ issues: RawIssue[]; errors: unknown[] }>;

/** Runs the scanner on a copy of main/ and preload/ (so paths read main/…, preload/…). */
export async function scan(): Promise<{ findings: Finding[]; errors: unknown[] }> {
  const work = mkdtempSync(join(tmpdir(), 'rolodeck-scan-'));
  try {
    for (const dir of SCANNED) cpSync(join(ROOT, dir), join(work, dir), { recursive: true });
    const electronVersion = (JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')) as { version: string }).version;
    const run = require('@doyensec/electronegativity') as Runner;
    const result = await run({ input: work, isRelative: true, isVerbose: false, electronVersionOverride: electronVersion, customScan: [], excludeFromScan: [], parserPlugins: [] });
    const findings = result.issues.map((issue) => ({
      check: issue.id,
      severity: issue.severity.name,
      confidence: issue.confidence.name,
      file: issue.file.split('\\').join('/'),
      location: `${issue.location.line}:${issue.location.column}`,
      sample: (issue.sample ?? '').trim(),
      description: issue.description,
    }));
    return { findings, errors: result.errors };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const csvCell = (value: string) => `"${value.replace(/"/g, '""')}"`;

export function toCsv(findings: Finding[]): string {
  const header = 'issue,severity,confidence,filename,location,sample,description';
  const rows = findings.map((f) => [f.check, f.severity, f.confidence, f.file, f.location, f.sample, f.description].map(csvCell).join(','));
  return `${[header, ...rows].join('\n')}\n`;
}

/** Parses the CSV written by toCsv (RFC 4180 quoting). */
export function parseCsv(text: string): Finding[] {
  const records: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      records.push(row);
      row = [];
      cell = '';
    } else if (ch !== '\r') cell += ch;
  }
  if (cell || row.length) records.push([...row, cell]);
  return records.slice(1).map(([check = '', severity = '', confidence = '', file = '', location = '', sample = '', description = '']) => ({ check, severity, confidence, file, location, sample, description }));
}

export function loadAllowlist(file = ALLOWLIST): AllowEntry[] {
  const entries = JSON.parse(readFileSync(file, 'utf8')) as AllowEntry[];
  for (const entry of entries) {
    if (!entry.check || !entry.file || !entry.reason || entry.reason.trim().length < 20) {
      throw new Error(`allow-list entry needs check, file and a real reason: ${JSON.stringify(entry)}`);
    }
  }
  return entries;
}

export const BLOCKING = new Set(['HIGH', 'MEDIUM']);

export function judge(findings: Finding[], allowlist: AllowEntry[]): { unjustified: Finding[]; justified: Finding[]; stale: AllowEntry[] } {
  const covers = (a: AllowEntry, f: Finding) => a.check === f.check && a.file === f.file && (a.match === undefined || f.sample.includes(a.match));
  const allowed = (f: Finding) => allowlist.some((a) => covers(a, f));
  const blocking = findings.filter((f) => BLOCKING.has(f.severity.toUpperCase()));
  return {
    unjustified: blocking.filter((f) => !allowed(f)),
    justified: blocking.filter(allowed),
    stale: allowlist.filter((a) => !findings.some((f) => covers(a, f))),
  };
}

export function describeFinding(f: Finding): string {
  return `${f.severity} ${f.check} at ${f.file}:${f.location}: ${f.sample.slice(0, 120)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  scan()
    .then(({ findings, errors }) => {
      if (values.out) writeFileSync(resolve(values.out), toCsv(findings));
      const verdict = judge(findings, loadAllowlist());
      for (const f of verdict.justified) console.log(`allowed   ${describeFinding(f)}`);
      for (const f of verdict.unjustified) console.log(`NOT OK    ${describeFinding(f)}`);
      for (const a of verdict.stale) console.log(`STALE     allow-list entry ${a.check} ${a.file} matches nothing`);
      if (errors.length) console.log(`${errors.length} file(s) could not be parsed by the scanner`);
      const failed = verdict.unjustified.length > 0 || verdict.stale.length > 0;
      console.log(failed ? 'security scan: FAILED' : `security scan: ok (${findings.length} findings, ${verdict.justified.length} justified)`);
      process.exit(failed ? 1 : 0);
    })
    .catch((error) => {
      console.error(`security scan failed to run: ${(error as Error).message}`);
      process.exit(2);
    });
}
