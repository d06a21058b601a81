// A titled list of tasks for one bucket (overdue, today, upcoming, done).
import type { Task, TaskBucket } from '../../../../preload/contract';
import { bucketEmpty, bucketLabels } from '../../lib/taskLabels';
import { TaskItem } from './TaskItem';

interface TaskBucketListProps {
  bucket: TaskBucket;
  tasks: Task[];
  /** How many tasks the bucket holds (more than shown when the list is long). */
  total: number;
  onMore(): void;
  showContact: boolean;
  headingLevel?: 2 | 3 | 4;
  onToggle(task: Task): void;
  onOpenContact?(contactId: string): void;
}

export function TaskBucketList({ bucket, tasks, total, onMore, showContact, headingLevel = 2, onToggle, onOpenContact }: TaskBucketListProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `${bucket}-${showContact ? 'all' : 'contact'}-tasks`;
  return (
    <section className={`task-bucket task-bucket--${bucket}`} aria-labelledby={headingId}>
      <Heading id={headingId} className="task-bucket__title">
        {bucketLabels[bucket]} <span className="task-bucket__count">{total.toLocaleString()}</span>
      </Heading>
      {tasks.length === 0 ? (
        <p className="muted task-bucket__empty">{bucketEmpty[bucket]}</p>
      ) : (
        <ul className="task-list" aria-labelledby={headingId}>
          {tasks.map((task) => (
            <TaskItem key={task.id} task={task} overdue={bucket === 'overdue'} showContact={showContact} onToggle={onToggle} onOpenContact={onOpenContact} />
          ))}
        </ul>
      )}
      {tasks.length < total ? (
        <button type="button" className="button button--ghost task-bucket__more" onClick={onMore}>
          Show more ({(total - tasks.length).toLocaleString()} more)
        </button>
      ) : null}
    </section>
  );
}
