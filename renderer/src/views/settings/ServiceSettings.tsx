// The contact service: its address, the sync interval, the access token and "Test connection".
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { ConnectionTest, Settings } from '../../../../preload/contract';
import { api, errorMessage, issuesByPath } from '../../api';
import { TextField } from '../../components/TextField';
import { useFocusFirstInvalid } from '../../hooks/useFocusFirstInvalid';
import { busyButton } from '../../lib/busyButton';
import { useSettings } from '../../stores/settingsStore';
import { useSettingsDraft } from '../../stores/settingsDraftStore';
import { useSync } from '../../stores/syncStore';

export function ServiceSettings({ settings }: { settings: Settings }) {
  const save = useSettings((s) => s.save);
  const reloadSync = useSync((s) => s.load);
  const savedUrl = settings.serviceUrl ?? '';
  const savedInterval = String(settings.syncIntervalSeconds);
  // An address or interval typed and not saved comes back as it was left (settingsDraftStore).
  const [restored] = useState(() => useSettingsDraft.getState().draft);
  const [serviceUrl, setServiceUrl] = useState(restored?.serviceUrl ?? savedUrl);
  const [interval, setInterval] = useState(restored?.syncIntervalSeconds ?? savedInterval);
  const unsaved = serviceUrl !== savedUrl || interval !== savedInterval;
  const [token, setToken] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [test, setTest] = useState<ConnectionTest | null>(null);
  const [busy, setBusy] = useState<null | 'save' | 'test' | 'forget'>(null);
  /** "Forget token…" asks first: one Enter on it must not delete the token. */
  const [confirmingForget, setConfirmingForget] = useState(false);
  const asked = useRef(false);
  useLayoutEffect(() => {
    // The question takes the keyboard on "Keep it" (the safe answer); kept, it goes back to the button.
    if (confirmingForget) form.current?.querySelector<HTMLElement>('[data-keep]')?.focus();
    else if (asked.current && settings.hasToken) form.current?.querySelector<HTMLElement>('[data-forget]')?.focus();
    asked.current = confirmingForget;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirmingForget]);
  // Refused, the keyboard goes from the button to the first field to correct.
  const form = useFocusFirstInvalid(errors);

  // A test result speaks of the address and token it was made with: once either changes, or the
  // settings are saved, it goes, so an old "Connection failed … at <old address>" never sits
  // next to "Saved." for the new one.
  const editUrl = (value: string) => {
    setServiceUrl(value);
    setTest(null);
  };
  const editToken = (value: string) => {
    setToken(value);
    setTest(null);
  };
  /** A button that goes away after its action (Revert, Forget token) hands the keyboard to a field. */
  const focusField = (selector: string) => {
    if (!document.activeElement || document.activeElement === document.body) form.current?.querySelector<HTMLElement>(selector)?.focus();
  };

  // Saved settings that change (a save, another window) show as they are now; the settings the
  // form opened on are not a change, so a restored draft stays.
  const shown = useRef({ savedUrl, savedInterval });
  useEffect(() => {
    if (shown.current.savedUrl === savedUrl && shown.current.savedInterval === savedInterval) return;
    shown.current = { savedUrl, savedInterval };
    setServiceUrl(savedUrl);
    setInterval(savedInterval);
    setTest(null);
  }, [savedUrl, savedInterval]);

  useEffect(() => {
    const { keep, forget } = useSettingsDraft.getState();
    if (unsaved) keep({ serviceUrl, syncIntervalSeconds: interval });
    else forget();
  }, [unsaved, serviceUrl, interval]);

  const revert = () => {
    setServiceUrl(savedUrl);
    setInterval(savedInterval);
    setErrors({});
    setMessage(null);
    setTest(null);
    setTimeout(() => focusField('input[type="url"]')); // after Revert has gone
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return; // Enter in a field while another action runs
    setBusy('save');
    setMessage(null);
    setTest(null);
    setErrors({});
    const seconds = Number(interval);
    if (!Number.isInteger(seconds)) {
      setErrors({ syncIntervalSeconds: 'Enter a whole number of seconds' });
      setBusy(null);
      return;
    }
    try {
      // The address only when it changed: one saved before today's rules still lets the interval be saved.
      const changedUrl = serviceUrl.trim() !== (settings.serviceUrl ?? '') ? { serviceUrl } : {};
      // The token goes in the same call as the address: a token refused (on its field, or for
      // want of a keychain) leaves the address and the saved token as they were.
      const typedToken = token.trim() ? { token } : {};
      const saved = await save({ ...changedUrl, syncIntervalSeconds: seconds, ...typedToken });
      if (token.trim()) {
        setToken('');
      } else if (settings.hasToken && !saved.hasToken) {
        // The main process forgets the token when the service moves to another origin.
        setMessage({ tone: 'info', text: 'Saved. The access token belonged to the previous address and was removed: paste the token for this one.' });
        void reloadSync();
        return;
      }
      setMessage({ tone: 'info', text: 'Saved.' });
      void reloadSync();
    } catch (e) {
      const issues = issuesByPath(e);
      setErrors(issues);
      // One call saves the address, the interval and the token: refused, none of them was saved.
      setMessage({ tone: 'error', text: Object.keys(issues).length ? 'Nothing was saved. Please correct the fields marked below.' : `Nothing was saved: ${errorMessage(e)}` });
    } finally {
      setBusy(null);
    }
  };

  const testConnection = async () => {
    setBusy('test');
    setTest(null);
    setErrors({}); // a field fixed since the last test no longer shows its old message
    try {
      setTest(await api().invoke('settings.testConnection', { serviceUrl: serviceUrl || undefined, token: token.trim() || undefined }));
    } catch (e) {
      const issues = issuesByPath(e);
      setErrors(issues);
      setTest({ ok: false, reason: 'not_configured', message: Object.values(issues)[0] ?? errorMessage(e) });
    } finally {
      setBusy(null);
    }
  };

  const forgetToken = async () => {
    setBusy('forget');
    try {
      useSettings.setState({ settings: await api().invoke('settings.setToken', { token: null }) });
      setMessage({ tone: 'info', text: 'The access token was removed. Sync stops until you add one.' });
      setConfirmingForget(false);
      void reloadSync();
    } catch (e) {
      setMessage({ tone: 'error', text: errorMessage(e) });
    } finally {
      setBusy(null);
      setTimeout(() => focusField('input[type="password"]')); // after Forget token has gone
    }
  };

  return (
    <form ref={form} className="settings-section" onSubmit={submit} noValidate aria-labelledby="settings-service">
      <h2 id="settings-service">Contact service</h2>
      <p className="muted">Rolodeck works fully without a service. Connect one to share contacts with your team; changes sync in the background.</p>
      {restored && unsaved && !message ? (
        <div className="banner banner--info" role="status">
          Your unsaved changes are back. Save them, or Revert to the saved settings.
        </div>
      ) : null}
      {message ? (
        <div className={`banner banner--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </div>
      ) : null}
      <TextField label="Service address" type="url" placeholder="https://contacts.example.com" value={serviceUrl} onChange={editUrl} error={errors.serviceUrl} />
      <TextField
        label="Access token"
        type="password"
        value={token}
        onChange={editToken}
        error={errors.token}
        placeholder={settings.hasToken ? 'A token is saved — type a new one to replace it' : 'Paste the token your administrator gave you'}
        hint={settings.hasToken ? 'A token is saved. It is kept by the app and never shown again.' : 'No token saved yet.'}
      />
      <TextField label="Sync every (seconds)" type="number" value={interval} onChange={setInterval} error={errors.syncIntervalSeconds} hint="Between 15 seconds and one day (86400)." />
      {test ? (
        <div className={`banner ${test.ok ? 'banner--info' : 'banner--error'}`} role="status">
          {test.ok ? 'Connection works. ' : 'Connection failed. '}
          {test.message}
        </div>
      ) : null}
      {/* While one action runs the buttons wait, focusable (busyButton): the pressed one keeps the keyboard. */}
      <div className="form-actions">
        <button type="submit" className="button button--primary" {...busyButton(busy !== null)}>
          {busy === 'save' ? 'Saving…' : 'Save'}
        </button>
        {unsaved ? (
          <button type="button" className="button" {...busyButton(busy !== null, revert)}>
            Revert
          </button>
        ) : null}
        <button type="button" className="button" {...busyButton(busy !== null, () => void testConnection())}>
          {busy === 'test' ? 'Testing…' : 'Test connection'}
        </button>
        {settings.hasToken && !confirmingForget ? (
          <button type="button" className="button button--ghost button--danger" data-forget {...busyButton(busy !== null, () => setConfirmingForget(true))}>
            Forget token…
          </button>
        ) : null}
      </div>
      {settings.hasToken && confirmingForget ? (
        <div className="banner banner--warning" role="alert">
          Forget the access token? Sync stops until you add one, and it is never shown again: you will need the token itself to paste it back.
          <div className="form-actions">
            <button type="button" className="button button--small button--danger" {...busyButton(busy === 'forget', () => void forgetToken())}>
              Forget token
            </button>
            <button type="button" className="button button--small" data-keep onClick={() => setConfirmingForget(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
