// `npm run server -- <command>`: see USAGE. `--help` prints it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
// Token commands load only the database layer; the HTTP stack is imported for `serve` alone,
// which keeps token commands quick.
import { insertToken, listTokens, revokeTokens } from './auth/tokens';
import { DEFAULT_PORT, llmFromEnv, parseStateNames } from './config';
import { DB_FILE_NAME, openServiceDb } from './db/open';

const USAGE = `usage: npm run server -- <command>
  serve --data DIR [--port N] [--demo] [--smtp URL] [--pipeline-states "A,B,C"]
      serve the contact service on 127.0.0.1 (port ${DEFAULT_PORT}; --port 0 picks a free one),
      its database in DIR/${DB_FILE_NAME}; --demo seeds 300 fictional contacts into an empty one
  token create --data DIR [--name NAME]   a new access token, shown once on the last line
  token list --data DIR                   every token: id, name, created, revoked, last used
  token revoke --data DIR (--id ID | --name NAME)`;

/** What each command takes; anything else is a mistake worth saying, not ignoring. */
const OPTIONS_OF: Record<string, readonly string[]> = {
  serve: ['data', 'port', 'demo', 'smtp', 'pipeline-states'],
  'token create': ['data', 'name'],
  'token list': ['data'],
  'token revoke': ['data', 'id', 'name'],
};

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
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
}

/** Refuses options and arguments `command` does not take (`extra`: positionals it does). */
function onlyOptionsOf(command: string, values: object, positionals: string[], extra = 0): void {
  const stray = Object.keys(values).find((option) => !OPTIONS_OF[command]!.includes(option));
  if (stray) fail(`${command} does not take --${stray}`);
  if (positionals.length > extra) fail(`${command} does not take "${positionals[extra]}"`);
}

async function serve(values: ReturnType<typeof parse>['values']): Promise<void> {
  if (!values.data) fail('serve needs --data DIR');
  // Digits only: Number() reads '' as 0 (any free port, e.g. from an unset $PORT), and '0x1f90' as hex.
  const port = values.port === undefined ? DEFAULT_PORT : /^\d{1,5}$/.test(values.port) ? Number(values.port) : NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be 0..65535, got "${values.port}"`);
  const pipelineStates = values['pipeline-states'] === undefined ? undefined : parseStateNames(values['pipeline-states']);
  // An empty list would seed no states, for good (seeding happens once): refuse it.
  if (pipelineStates && !pipelineStates.length) fail('--pipeline-states needs at least one name, e.g. "Lead,Deal,Won"');
  try {
    llmFromEnv(); // read again by the service; checked here before the database is touched
  } catch (error) {
    fail((error as Error).message);
  }
  const { startServer } = await import('./index');
  const server = await startServer({ dataDir: values.data, port, demo: values.demo ?? false, smtpUrl: values.smtp, pipelineStates }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    throw new Error(`port ${port} on 127.0.0.1 is in use: stop what uses it, or choose another with --port (0 picks a free one)`);
  });
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
  if (action === undefined) fail('token needs a command: create, list or revoke');
  if (!OPTIONS_OF[`token ${action}`]) fail(`unknown token command "${action}"`);
  onlyOptionsOf(`token ${action}`, values, rest, action === 'revoke' ? 1 : 0);
  if (!values.data) fail(`token ${action} needs --data DIR`);
  if (action === 'create') tokenName(values.name);
  // Only create starts a database: list or revoke on a mistyped folder would make an empty one
  // and answer "no tokens" about it.
  if (action !== 'create' && !existsSync(join(values.data, DB_FILE_NAME))) {
    console.error(`no service database in ${values.data} (${DB_FILE_NAME}): check --data, or start with token create`);
    process.exit(1);
  }
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
    }
  } finally {
    await opened.close();
  }
}

const { values, positionals } = parse(process.argv.slice(2));
const [command, action, ...rest] = positionals;
try {
  if (values.help || command === 'help') console.log(USAGE);
  else if (command === 'serve') {
    onlyOptionsOf('serve', values, positionals.slice(1));
    await serve(values);
  }
  else if (command === 'token') await token(action, values, rest);
  else fail(command ? `unknown command "${command}"` : 'no command');
} catch (error) {
  console.error(`error: ${(error as Error).message}`);
  process.exit(1);
}
