// The pipeline a new store (or a new reference service) starts with. Same names on both sides,
// so a local-only store's states line up with the service's on the first sync.
export const DEFAULT_PIPELINE_STATES = [
  'New lead',
  'Contacted',
  'Meeting scheduled',
  'Proposal sent',
  'Negotiation',
  'Won',
  'Lost',
] as const;
