// Plain names for contact fields and a plain rendering of their values.
const labels: Record<string, string> = {
  name: 'Name',
  emails: 'Email addresses',
  phones: 'Phone numbers',
  company: 'Company',
  position: 'Position',
  address: 'Address',
  website: 'Website',
  socialUrl: 'Social profile',
  additionalInfo: 'Notes',
  meetingContext: 'Meeting context',
  pipelineState: 'Pipeline state',
  pipelineStateId: 'Pipeline state',
  stateId: 'Pipeline state',
  text: 'Text',
  field: 'Field',
  title: 'Title',
  dueDate: 'Due date',
  type: 'Type',
  description: 'Description',
  deleted: 'The whole contact',
  emailData: 'Email',
};

export function fieldLabel(field: string): string {
  return labels[field] ?? field.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
}

export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length ? value.map((v) => formatValue(v)).join(', ') : '(none)';
  if (typeof value === 'object') {
    const named = value as { name?: unknown };
    if (typeof named.name === 'string') return named.name;
    return JSON.stringify(value);
  }
  return String(value);
}
