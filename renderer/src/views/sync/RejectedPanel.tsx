// Changes that did not reach the service and will not be retried on their own.
import type { RejectedOp } from '../../../../preload/contract';
import { api } from '../../api';
import { useBusyAction } from '../../hooks/useBusyAction';
import { useKeyboardAfterLeaving } from '../../hooks/useKeyboardAfterLeaving';
import { useKeyboardToFirstShown } from '../../hooks/useKeyboardToFirstShown';
import { RejectedItem } from './RejectedItem';
import { ErrorBanner } from '../../components/ErrorBanner';
import { MoreEntries } from './MoreEntries';
import { usePipelineStates } from './pipelineStateNames';

interface RejectedPanelProps {
  /** The oldest refused or waiting changes (a page of them). */
  ops: RejectedOp[];
  /** How many there are in all. */
  total: number;
  canShowMore: boolean;
  onMore(): void;
  /** Reloads the list (awaited: the change decided stays busy until it has left). */
  onChanged(): unknown;
}

export function RejectedPanel({ ops, total, canShowMore, onMore, onChanged }: RejectedPanelProps) {
  const { busy, error, run: runAction } = useBusyAction(onChanged);
  const states = usePipelineStates(ops.some((op) => 'stateId' in op.sent), ops);
  // A change retried, corrected or discarded leaves the list: the keyboard goes on to the next one.
  const { list, heading, leave } = useKeyboardAfterLeaving<HTMLUListElement>(
    ops.map((op) => op.opId),
    busy,
  );
  // "Show more" hands the keyboard to the first change it brought in.
  const shownMore = useKeyboardToFirstShown(
    list,
    ops.map((op) => op.opId),
    onMore,
  );
  const run = (opId: string, method: 'sync.retryOp' | 'sync.discardOp') => {
    leave(opId);
    return runAction(opId, () => api().invoke(method, { opId }));
  };
  return (
    <section className="settings-section" aria-labelledby="sync-rejected">
      <h2 ref={heading} id="sync-rejected" tabIndex={-1}>Changes not accepted {total ? <span className="count-badge">{total.toLocaleString()}</span> : null}</h2>
      <ErrorBanner message={error} />
      {ops.length === 0 ? (
        <p className="muted">Every change was accepted. If the service refuses one, it waits here — your data stays as you left it — until you retry, correct or discard it.</p>
      ) : (
        <>
          <ul ref={list} className="plain-list rejected-list">
            {ops.map((op) => (
              <RejectedItem
                key={op.opId}
                op={op}
                states={states}
                busy={busy === op.opId}
                onRetry={() => void run(op.opId, 'sync.retryOp')}
                onDiscard={() => void run(op.opId, 'sync.discardOp')}
                onEdited={() => {
                  // Corrected and sent again, it leaves the list as a retried change does.
                  leave(op.opId);
                  onChanged();
                }}
              />
            ))}
          </ul>
          <MoreEntries shown={ops.length} total={total} noun="changes" canShowMore={canShowMore} onMore={shownMore.more} buttonRef={shownMore.moreButton} />
        </>
      )}
    </section>
  );
}
