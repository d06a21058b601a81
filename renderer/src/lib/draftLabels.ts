import type { DraftStatus, EmailHistoryEntry } from '../../../preload/contract';

export const draftStatusLabels: Record<DraftStatus, string> = {
  draft: 'Draft',
  queued: 'Waiting to send',
  sent: 'Sent',
  failed: 'Not sent',
  needs_attention: 'Needs your attention',
};

export const historyKindLabels: Record<EmailHistoryEntry['kind'], string> = {
  prepare: 'Drafted',
  refine: 'Refined',
  edit: 'Edited by hand',
  send: 'Sent',
};
