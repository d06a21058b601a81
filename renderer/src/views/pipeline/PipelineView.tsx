// The pipeline board: a column per pipeline state plus "Not in pipeline". Cards move by mouse,
// by keyboard (Space, arrows, Space) or with "Move to…"; the move shows at once. The board is one
// stop in the Tab order, browsed card by card with the arrow keys.
import { DndContext, DragOverlay, PointerSensor, rectIntersection, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { useContactList } from '../../stores/contactListStore';
import { useDataVersion } from '../../stores/dataVersionStore';
import { usePipeline } from '../../stores/pipelineStore';
import { useUi } from '../../stores/uiStore';
import { BoardHelp } from './BoardHelp';
import { CardBody, type CardKeys } from './PipelineCard';
import { PipelineColumn } from './PipelineColumn';
import { cardDomId, useBoardFocus } from './useBoardFocus';
import { giveKeyboardBack } from '../../lib/keyboardBack';
import { useFleetingAnnouncement } from '../../hooks/useFleetingAnnouncement';
import { useKeyboardCarry } from './useKeyboardCarry';

export function PipelineView() {
  const { columns, loaded, error, moveError, loadingMore, load, loadMore, move, dismissMoveError } = usePipeline();
  const contactsVersion = useDataVersion((s) => s.versions.contacts + s.versions.pipelineStates);
  const [activeId, setActiveId] = useState<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const columnRefs = useMemo(() => columns.map((c) => ({ key: c.key, title: c.title })), [columns]);
  const board = useRef<HTMLDivElement>(null);
  const focus = useBoardFocus({ columns, board, loadMore: (key) => void loadMore(key) });
  /** The user's own move: the keyboard goes along with the card, wherever it lands. */
  const moveFollowed = async (id: string, to: string) => {
    focus.follow(id);
    try {
      return await move(id, to);
    } finally {
      focus.follow(null);
    }
  };
  const keyboard = useKeyboardCarry({ columns: columnRefs, onDrop: async (id, to) => {
    const outcome = await moveFollowed(id, to);
    // A refusal the banner reads out (role=alert) is not said a second time here.
    return outcome.moved || outcome.alerted ? null : outcome.message;
  } });
  /** A move from "Move to…" or the mouse is said in the board's live region too, as a keyboard move is. */
  const moveAndSay = async (id: string, to: string) => {
    const name = nameOf(id);
    const outcome = await moveFollowed(id, to);
    if (outcome.moved) keyboard.announce(`${name} moved to ${outcome.to}.`);
    else if (!outcome.alerted) keyboard.announce(outcome.message); // the banner reads out the rest
  };
  /** Dismiss goes with the banner: the keyboard goes to the board, on the card holding its Tab stop. */
  const dismissMove = () => {
    dismissMoveError();
    giveKeyboardBack(null, () => (focus.tabStop ? document.getElementById(cardDomId(focus.tabStop)) : board.current?.closest('.pipeline-view')?.querySelector('h1')));
  };
  const announcement = useFleetingAnnouncement(keyboard.announcement || null);
  const keys: CardKeys = {
    tabStop: focus.tabStop,
    // A carried card's arrows carry it; otherwise they go from card to card.
    onKeyDown: (event, card) => void (keyboard.onCardKeyDown(event, card) || focus.onCardKeyDown(event, card.contactId)),
    onFocus: focus.onCardFocus,
    onBlur: keyboard.onCardBlur,
  };
  const titleOf = (key: string | number | undefined) => columns.find((c) => c.key === key)?.title ?? 'nowhere';
  const nameOf = (id: string | number) => columns.flatMap((c) => c.items).find((i) => i.id === id)?.name ?? 'the contact';
  const active = activeId ? columns.flatMap((c) => c.items).find((i) => i.id === activeId) : undefined;

  useEffect(() => {
    void load();
  }, [load, contactsVersion]);

  const open = (id: string) => {
    useContactList.getState().select(id);
    useUi.getState().setPane({ mode: 'read' });
    useUi.getState().setView('contacts');
  };

  const onDragStart = (event: DragStartEvent) => {
    keyboard.cancel();
    setActiveId(String(event.active.id));
  };
  const onDragEnd = (event: DragEndEvent) => {
    setActiveId(null);
    if (event.over) void moveFollowed(String(event.active.id), String(event.over.id)); // dnd-kit says it (announcements below)
  };

  if (!loaded) {
    return (
      <div className="view-loading" role="status">
        Loading the pipeline…
      </div>
    );
  }
  if (error) return <EmptyState title="The pipeline could not be loaded" body={error} />;

  return (
    <div className="pipeline-view">
      <header className="view-header">
        <h1 tabIndex={-1}>Pipeline</h1>
        <BoardHelp />
      </header>
      {moveError ? (
        <div className="banner banner--error banner--inline" role="alert">
          {moveError}
          <button type="button" className="button button--ghost button--small" onClick={dismissMove}>
            Dismiss
          </button>
        </div>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={rectIntersection}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActiveId(null)}
        accessibility={{
          announcements: {
            onDragStart: ({ active: a }) => `Picked up ${nameOf(a.id)}.`,
            onDragOver: ({ active: a, over }) => (over ? `${nameOf(a.id)} is over ${titleOf(over.id)}.` : `${nameOf(a.id)} is not over a column.`),
            onDragEnd: ({ active: a, over }) => (over ? `${nameOf(a.id)} moved to ${titleOf(over.id)}.` : `${nameOf(a.id)} was dropped outside the columns.`),
            onDragCancel: ({ active: a }) => `Moving ${nameOf(a.id)} was cancelled.`,
          },
        }}
      >
        <div className="board" ref={board}>
          {columns.map((column) => (
            <PipelineColumn
              key={column.key}
              column={column}
              columns={columnRefs}
              loadingMore={Boolean(loadingMore[column.key])}
              noContacts={columns.every((c) => c.total === 0)}
              carriedId={keyboard.carry?.contactId ?? null}
              keyboardTarget={keyboard.carry?.targetKey === column.key}
              keys={keys}
              onMove={(id, to) => void moveAndSay(id, to)}
              onOpen={open}
              onMore={() => void loadMore(column.key)}
            />
          ))}
        </div>
        {/* Assertive, as dnd-kit's own region is: a move in progress is heard at once. Said, then
            emptied, so browsing past the board does not hear the last move again. */}
        <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
          {announcement}
        </div>
        <DragOverlay dropAnimation={null}>
          {active ? (
            <div className="card card--overlay">
              <span className="card__open">
                <CardBody contact={active} />
              </span>
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </div>
  );
}
