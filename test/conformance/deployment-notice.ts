// Run once before any test file (vitest globalSetup). Against a deployment (CONTACT_SERVICE_URL),
// the conformance suite writes real data there and sends real email through it: say so, before
// it starts, in the run's own output.
export default function setup(): void {
  const url = process.env.CONTACT_SERVICE_URL;
  if (!url) return;
  process.stdout.write(
    [
      '',
      `Conformance run against ${url}: it writes to that deployment and deletes nothing.`,
      '  - about 35 contacts, with unique names and addresses at example.com and *.example (reserved',
      '    domains that reach no one), and more when the deployment has fewer than three pages of',
      '    contacts (up to two pages more, to page through);',
      '  - on them: tasks, notes, pipeline placements, wizard confirmations and email drafts;',
      '  - it sends 3 emails, to those reserved addresses, through the deployment\'s mail delivery.',
      'Its test files run one after another here, so that counts taken before and after a step are',
      'not moved by another file.',
      '',
    ].join('\n'),
  );
}
