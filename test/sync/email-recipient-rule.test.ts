// An email goes to one address. The service takes any "something@dotted.domain" (and a contact
// may hold one), but "a@b.com,x" in a mail header is a list of two, and "<a@b.com>" or
// "Jane <a@b.com>" a display name: the app refuses such a recipient when it is typed (email.save,
// email.prepare), when a refused send is corrected (sync.editOp), and when an email whose
// recipient came from the contact is sent — with a message on the To field.
import { expect, it } from 'vitest';
import { connectedApp } from './helpers/connected-app';
import { refuseOnce } from './helpers/refuse-once';

const env = connectedApp();

/** What a call was refused with: its code and the message of each field named. */
async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await call.then(
    () => null,
    (e: Error & { code: string }) => e,
  );
  expect(error, 'refused').not.toBeNull();
  return { code: error!.code, message: error!.message };
}

const NOT_ONE = [
  ['a@b.com,x', '“,”'],
  ['a@b.com;c@d.com', '“;”'],
  ['<a@b.com>', '“<”'],
  ['jane <a@b.com>', 'a space'],
  ['a@b.com (work)', 'a space'],
  ['a(b)@c.com', '“(”'],
  ['"a"@b.com', '“"”'],
  ['a\\b@c.com', '“\\”'],
  ['a:b@c.com', '“:”'],
  ['a@[10.0.0.1].x', '“[”'],
] as const;

it('a typed recipient that a mail header would read as more than one address, or with a name, is refused with a message on To', async () => {
  const { app } = env;
  const ada = await app.call('contacts.create', { name: 'Ada Header', emails: ['ada@header.example'] });
  for (const [to, shown] of NOT_ONE) {
    const { code, message } = await refusal(app.call('email.save', { contactId: ada.id, to, subject: 'Hi', body: 'Hello' }));
    expect(code, to).toBe('invalid_input');
    expect(message, to).toContain(`to: Type one email address only, like jane@example.com: ${shown} cannot be part of it.`);
  }
  await expect(app.call('email.prepare', { contactId: ada.id, instruction: 'Say hi', to: 'a@b.com,x' })).rejects.toMatchObject({ code: 'invalid_input' });
  expect(await app.call('email.drafts', { contactId: ada.id })).toEqual([]);
});

it('an address with non-ASCII letters or the other characters addresses may hold is a recipient, kept as typed', async () => {
  const { app } = env;
  const jorg = await app.call('contacts.create', { name: 'Jörg Müller', emails: ['jörg@müller.de'] });
  for (const to of ['jörg@müller.de', 'sales&support@acme.example', "o'brien@example.ie", 'ada+crm@example.com', '100%@example.com', 'a{b}|c~d@example.com']) {
    const draft = await app.call('email.save', { contactId: jorg.id, to, subject: 'Hallo', body: 'Servus' });
    expect(draft.to).toBe(to);
    await app.call('email.discard', { draftId: draft.id });
  }
});

it('an email whose recipient came from the contact (an address the service took) is not sent with a name or to a list; the refusal names To', async () => {
  const { app, service } = env;
  // The service takes this as an address, and the contact holds it: drafting fills it in.
  const team = await app.call('contacts.create', { name: 'Team List', emails: ['<sales@list.example>'] });
  await app.drain();
  const draft = await app.call('email.prepare', { contactId: team.id, instruction: 'Invite them to the fair' });
  expect(draft.to).toBe('<sales@list.example>');
  const result = await app.core.dispatch('email.send', { draftId: draft.id });
  expect(result).toMatchObject({
    ok: false,
    error: { code: 'invalid_input', issues: [{ path: 'to', message: 'Type one email address only, like jane@example.com: “<” cannot be part of it.' }] },
  });
  expect((await app.call('email.drafts', { contactId: team.id }))[0]!.status).toBe('draft');
  await app.drain();
  expect(service.db.sentTo(draft.subject)).toEqual([]);
});

it('a refused send corrected in the Sync view is not sent to a list either', async () => {
  const { app, service } = env;
  const ivy = await app.call('contacts.create', { name: 'Ivy Refused', emails: ['ivy@refused.example'] });
  await app.drain();
  const draft = await app.call('email.save', { contactId: ivy.id, to: 'ivy@refused.example', subject: 'Hello Ivy', body: 'First version' });
  service.proxy.setPlan(refuseOnce((method, path) => method === 'POST' && path.endsWith('/emails/send')));
  await app.call('email.send', { draftId: draft.id });
  await app.drain();
  const [refused] = (await app.call('sync.rejected', {})).filter((op) => op.kind === 'email.send');
  const payload = { ...refused!.sent, emailData: { to: 'ivy@refused.example, boss@refused.example', subject: 'Hello Ivy', body: 'Second version' } };
  await expect(app.call('sync.editOp', { opId: refused!.opId, payload })).rejects.toThrow(/invalid_input: .*emailData\.to: Type one email address only, like jane@example\.com: “,” cannot be part of it\./);
  // Corrected to one address, it goes.
  await app.call('sync.editOp', { opId: refused!.opId, payload: { ...payload, emailData: { ...payload.emailData, to: 'ivy@refused.example' } } });
  await app.drain();
  expect(service.db.sentTo('Hello Ivy')).toEqual(['ivy@refused.example']);
});
