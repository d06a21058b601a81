// Initials in a circle whose colour comes from the name (stable per person).
import { initials } from '../lib/format';

const hues = 12;

function hueIndex(name: string): number {
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) >>> 0;
  return h % hues;
}

export function Avatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span className={`avatar avatar--${size} avatar--hue-${hueIndex(name)}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
