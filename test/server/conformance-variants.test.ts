// The conformance suite judges a deployment by what Rolodeck accepts (DESIGN.md: the client is
// tolerant), not by the reference server's own choices: run as documented against a deployment
// that makes the other choices (unprefixed collection keys, no paging view, 60 a page, pipeline
// states named by @id alone, 400 for validation), it passes.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './helpers';
import { startVariantDeployment, type VariantDeployment } from './variant-deployment';

let service: TestService;
let variant: VariantDeployment;
beforeAll(async () => {
  service = await startTestService();
  variant = await startVariantDeployment(service.server.url);
});
afterAll(async () => {
  await variant?.close();
  await service?.close();
});

/** `npx vitest run test/conformance` with the deployment's address and token, as README says. */
function runSuite(url: string, token: string): Promise<{ status: number | null; output: string }> {
  // The child is a run of its own: none of this run's vitest settings leak into it.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_OPTIONS'));
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/vitest', ['run', 'test/conformance'], {
      cwd: process.cwd(),
      env: { ...env, CONTACT_SERVICE_URL: url, CONTACT_SERVICE_TOKEN: token, NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

describe('the conformance suite against another faithful deployment', () => {
  it('passes against a deployment speaking the variants the client accepts', async () => {
    const { status, output } = await runSuite(variant.url, service.token);
    expect(status, output).toBe(0);
    // Before any test, it says what it writes there and that it sends email.
    expect(output).toMatch(new RegExp(`Conformance run against ${variant.url.replace(/[.]/g, '\\.')}: it writes to that deployment and deletes nothing`));
    expect(output).toMatch(/sends 3 emails, to those reserved addresses/);
  }, 180_000);
});
