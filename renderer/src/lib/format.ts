// How values read on screen.
import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';
import type { ContactStatus, CreationSource } from '../../../preload/contract';

// One formatter for all counts: Number#toLocaleString builds a new one each call, and a review of
// 3,000 cards, titled "Card 1,200 of 3,000", spent most of Create all in it.
const counts = new Intl.NumberFormat();

/** A count as the user's locale writes it ("3,000"). */
export function formatCount(n: number): string {
  return counts.format(n);
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'PP p') : iso;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'PP') : iso;
}

export function formatRelative(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? formatDistanceToNow(date, { addSuffix: true }) : iso;
}

export const statusLabels: Record<ContactStatus, string> = {
  pending: 'Pending',
  enriched: 'Enriched',
  contacted: 'Contacted',
  qualified: 'Qualified',
  converted: 'Converted',
  lost: 'Lost',
};

export function creationSourceLabel(source: CreationSource): string {
  switch (source) {
    case 'service':
      return 'Imported from a connected service';
    case 'scan':
      return 'Business card scan';
    case 'social_new_relation':
      return 'New social connection';
    default:
      return 'Added by hand';
  }
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0]![0]! + parts[parts.length - 1]![0]! : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}
