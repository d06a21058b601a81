// "Move to…": the keyboard- and screen-reader-friendly way to change a card's column.
import { useId } from 'react';
import { NONE, type Column } from '../../stores/pipelineStore';

interface MoveMenuProps {
  contactName: string;
  currentKey: string;
  columns: Pick<Column, 'key' | 'title'>[];
  onMove(toKey: string): void;
}

/** The selected option says where the card is now; "In Not in pipeline" would read badly. */
function currentLabel(column: Pick<Column, 'key' | 'title'>): string {
  return column.key === NONE ? 'Not in pipeline' : `In ${column.title}`;
}

export function MoveMenu({ contactName, currentKey, columns, onMove }: MoveMenuProps) {
  const id = useId();
  return (
    <span className="move-menu">
      <label htmlFor={id} className="visually-hidden">
        Move {contactName} to
      </label>
      <select id={id} value={currentKey} onChange={(e) => onMove(e.target.value)}>
        {columns.map((c) => (
          <option key={c.key} value={c.key}>
            {c.key === currentKey ? currentLabel(c) : `Move to ${c.title}`}
          </option>
        ))}
      </select>
    </span>
  );
}
