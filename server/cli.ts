// `npm run server -- <command>`:
//   serve --data DIR [--port N] [--demo] [--smtp URL] [--pipeline-states "A,B,C"]
//   token create --data DIR [--name NAME]     prints the new token alone on the last line
//   token list --data DIR
//   token revoke --data DIR (--id ID | --name NAME | ID)
import { parseArgs } from 'node:util';
// Token commands load only the database layer; the HTTP stack is imported for `serve` alone,
// which keeps token commands quick.
import { insertToken, listTokens, revokeTokens } from './auth/tokens';
import { DEFAULT_PORT, parseStateNames } from './config';
import { openServiceDb } from './db/open';

const USAGE = `usage:
  serve --data DIR [--port N] [--demo] [--smtp URL] [--pipeline-states "A,B,C"]
  token create --data DIR [--name NAME]
  token list --data DIR
  token revoke --data DIR (--id ID | --name NAME)`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        data: { type: 'string' },
        port: { type: 'string' },
        demo: { type: 'boolean' },
        smtp: { type: 'string' },
        'pipeline-states': { type: 'string' },
        name: { type: 'string' },
        id: { type: 'string' },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
}

async function serve(values: ReturnType<typeof parse>['values']): Promise<void> {
  if (!values.data) fail('serve needs --data DIR');
  // Digits only: Number() reads '' as 0 (any free port, e.g. from an unset $PORT), and '0x1f90' as hex.
  const port = values.port === undefined ? DEFAULT_PORT : /^\d{1,5}$/.test(values.port) ? Number(values.port) : NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be 0..65535, got "${values.port}"`);
  const pipelineStates = values['pipeline-states'] === undefined ? undefined : parseStateNames(values['pipeline-states']);
  // An empty list would seed no states, for good (seeding happens once): refuse it.
  if (pipelineStates && !pipelineStates.length) fail('--pipeline-states needs at least one name, e.g. "Lead,Deal,Won"');
  const { startServer } = await import('./index');
  const server = await startServer({ dataDir: values.data, port, demo: values.demo ?? false, smtpUrl: values.smtp, pipelineStates });
  console.log(`listening on ${server.url}`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** A blank name could not be told apart in `token list` nor revoked by --name. */
function tokenName(option: string | undefined): string {
  if (option === undefined) return 'default';
  if (!option.trim()) fail('--name needs a name, e.g. --name laptop');
  return option.trim();
}

async function token(action: string | undefined, values: ReturnType<typeof parse>['values'], rest: string[]): Promise<void> {
  if (!values.data) fail(`token ${action ?? ''} needs --data DIR`);
  if (action === 'create') tokenName(values.name);
  const opened = await openServiceDb(values.data);
  try {
    if (action === 'create') {
      const name = tokenName(values.name);
      const { token: secret } = await insertToken(opened.db, name, new Date());
      console.log(`Created API token "${name}". It is shown only once; store it now:`);
      console.log(secret);
    } else if (action === 'list') {
      const tokens = await listTokens(opened.db);
      if (!tokens.length) console.log('no tokens');
      for (const t of tokens) {
        console.log(`${t.id}  ${t.name}  created ${t.createdAt}  ${t.revokedAt ? `revoked ${t.revokedAt}` : 'active'}  last used ${t.lastUsedAt ?? 'never'}`);
      }
    } else if (action === 'revoke') {
      const target = values.id ?? values.name ?? rest[0];
      if (!target) fail('token revoke needs --id ID or --name NAME');
      const count = await revokeTokens(opened.db, target, new Date());
      if (!count) {
        console.error(`no active token with id or name "${target}"`);
        process.exitCode = 1;
      } else console.log(`revoked ${count} token${count === 1 ? '' : 's'}`);
    } else fail(`unknown token command "${action ?? ''}"`);
  } finally {
    await opened.close();
  }
}

const { values, positionals } = parse(process.argv.slice(2));
const [command, action, ...rest] = positionals;
try {
  if (command === 'serve') await serve(values);
  else if (command === 'token') await token(action, values, rest);
  else fail(command ? `unknown command "${command}"` : 'no command');
} catch (error) {
  console.error(`error: ${(error as Error).message}`);
  process.exit(1);
}
