// Contacts: search, sort and a virtualized list on the left; the contact on the right.
import { useEffect, useRef } from 'react';
import { useDisclosureFocus } from '../../hooks/useDisclosureFocus';
import { EmptyState } from '../../components/EmptyState';
import { useContactList } from '../../stores/contactListStore';
import { useSettings } from '../../stores/settingsStore';
import { useUi } from '../../stores/uiStore';
import { ContactList } from './ContactList';
import { ContactPane } from './ContactPane';
import { ExportPanel } from './ExportPanel';
import { SearchBox } from './SearchBox';
import { SortControl } from './SortControl';
import { useSearchCountAnnouncement } from './useSearchCountAnnouncement';

function ListBody() {
  const total = useContactList((s) => s.total);
  const query = useContactList((s) => s.query);
  const error = useContactList((s) => s.error);
  const setPane = useUi((s) => s.setPane);
  const setView = useUi((s) => s.setView);
  const noService = useSettings((s) => s.settings !== null && !s.settings.serviceUrl);
  if (error && total === null) return <EmptyState title="Contacts could not be loaded" body={error} />;
  if (total === null) {
    return (
      <div className="list-loading" role="status">
        Loading contacts…
      </div>
    );
  }
  if (total === 0 && query.trim()) {
    return <EmptyState title={`No contacts match “${query.trim()}”`} body="Try fewer letters, or another word from the name, company or email." />;
  }
  if (total === 0) {
    return (
      <EmptyState
        title="No contacts yet"
        body="Add your first contact to get started (press n)."
        action={
          <>
            <button type="button" className="button button--primary" onClick={() => setPane({ mode: 'create' })}>
              New contact
            </button>
            {noService ? (
              <p className="empty-state__body empty-state__service">
                Working with a team? Connect your team’s contact service to bring its contacts here.{' '}
                <button type="button" className="button button--ghost button--small" onClick={() => setView('settings')}>
                  Connect a service in Settings
                </button>
              </p>
            ) : null}
          </>
        }
      />
    );
  }
  return (
    <>
      {/* The list below is the last one that loaded: say that this one did not. */}
      {error ? (
        <p className="list-error" role="alert">
          The list could not be updated: {error}
        </p>
      ) : null}
      <ContactList />
    </>
  );
}

export function ContactsView() {
  const total = useContactList((s) => s.total);
  const capped = useContactList((s) => s.capped);
  const refresh = useContactList((s) => s.refresh);
  const setPane = useUi((s) => s.setPane);
  const selectedId = useContactList((s) => s.selectedId);
  const paneMode = useUi((s) => s.pane.mode);
  const exportOpen = useUi((s) => s.exportOpen);
  const setExportOpen = useUi((s) => s.setExportOpen);
  // Closed, the keyboard goes back to "Export…" (the panel takes it itself when it opens).
  const { opener: exportOpener } = useDisclosureFocus(exportOpen);
  const detail = useRef<HTMLElement>(null);
  const searchCount = useSearchCountAnnouncement();
  const count = total === null ? '' : capped ? `${total.toLocaleString()}+ contacts — type more to narrow` : `${total.toLocaleString()} ${total === 1 ? 'contact' : 'contacts'}`;

  useEffect(() => {
    if (total === null) refresh();
  }, [total, refresh]);
  // A new contact or a new mode starts at the top of the pane.
  useEffect(() => {
    detail.current?.scrollTo({ top: 0 });
  }, [selectedId, paneMode]);

  return (
    <div className="contacts-view">
      {/* Titled like the other views; the list (or the search box), not this, takes the keyboard on arriving. */}
      <h1 className="visually-hidden">Contacts</h1>
      <section className="list-column" aria-label="Contact list">
        <div className="list-toolbar">
          <SearchBox />
          <button type="button" className="button button--primary" onClick={() => setPane({ mode: 'create' })} title="New contact (n)" data-opens="new-contact">
            New contact
          </button>
        </div>
        <div className="list-subbar">
          {/* Not a live region: a sync changes it many times a second. A typed search's count is said below. */}
          <span className="muted list-subbar__count" title={count || undefined}>
            {count}
          </span>
          <span className="visually-hidden" role="status">
            {searchCount}
          </span>
          <div className="list-subbar__actions">
            <button type="button" className="button button--ghost button--small" onClick={() => setPane({ mode: 'wizard' })} title="Add contacts from a signature, text, a vCard file or a CSV export">
              From text…
            </button>
            <button
              ref={exportOpener}
              type="button"
              className="button button--ghost button--small"
              onClick={() => setExportOpen(!exportOpen)}
              aria-expanded={exportOpen}
              title="Save your contacts, or those the search finds, as a vCard or CSV file"
            >
              Export…
            </button>
          </div>
          <SortControl />
        </div>
        {exportOpen ? <ExportPanel onClose={() => setExportOpen(false)} /> : null}
        <ListBody />
      </section>
      <section ref={detail} className="detail-column" aria-label="Contact details">
        <ContactPane />
      </section>
    </div>
  );
}
