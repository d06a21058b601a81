// The static security scan, part of `npm test`: @doyensec/electronegativity over main/ and
// preload/, its findings written to a CSV report in a temp folder and read back, and every HIGH or
// MEDIUM finding must be justified in main/electron/electronegativity-allowlist.json.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFinding, judge, loadAllowlist, parseCsv, scan, toCsv, type Finding } from '../../../scripts/security-scan';

let folder: string;
let findings: Finding[];
let parseErrors: unknown[];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'rolodeck-electronegativity-'));
  const result = await scan(); // ~10 s: the scanner first tries to reach the internet
  const report = join(folder, 'report.csv');
  writeFileSync(report, toCsv(result.findings));
  findings = parseCsv(readFileSync(report, 'utf8'));
  parseErrors = result.errors;
  console.log(`electronegativity: ${findings.length} finding(s) in main/ and preload/ (report ${report})`);
  for (const f of findings) console.log(`  ${describeFinding(f)}`);
}, 120_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('electronegativity scan', () => {
  it('reads the report back intact', () => {
    expect(findings.every((f) => f.check && f.severity && f.file)).toBe(true);
  });

  it('parses every source file', () => {
    expect(parseErrors).toEqual([]);
  });

  it('has no HIGH or MEDIUM finding that the allow-list does not justify', () => {
    const verdict = judge(findings, loadAllowlist());
    expect(verdict.unjustified.map(describeFinding)).toEqual([]);
  });

  it('the gate bites: an unlisted finding, or a listed check on another line, is not justified', () => {
    const risky: Finding = { check: 'NODE_INTEGRATION_JS_CHECK', severity: 'HIGH', confidence: 'FIRM', file: 'main/electron/main.ts', location: '1:1', sample: 'new BrowserWindow({ webPreferences: { nodeIntegration: true } })', description: '' };
    const sameCheckElsewhere: Finding = { ...risky, check: 'CONTEXT_ISOLATION_JS_CHECK', sample: 'new BrowserWindow({ webPreferences: { contextIsolation: false } })' };
    const low: Finding = { ...risky, check: 'SOME_LOW_CHECK', severity: 'LOW' };
    const verdict = judge([risky, sameCheckElsewhere, low], loadAllowlist());
    expect(verdict.unjustified).toEqual([risky, sameCheckElsewhere]);
  });

  it('has no stale allow-list entries', () => {
    const verdict = judge(findings, loadAllowlist());
    expect(verdict.stale).toEqual([]);
  });
});
