import { staffMessages } from '../../messages/staff';
import type { Queue } from './dashboardView';

interface Props {
  queue: Queue;
  onChange: (queue: Queue) => void;
}

const VIEWS: { queue: Queue; label: string }[] = [
  { queue: '', label: staffMessages.viewAll },
  { queue: 'to_call', label: staffMessages.viewToCall },
];

/** All bookings, or the call-backs still to make ("To call"): two toggle buttons. */
export function ViewSwitch({ queue, onChange }: Props) {
  return (
    <div className="chw-dashboard__views" role="group" aria-label={staffMessages.viewsLabel}>
      {VIEWS.map((view) => (
        <button
          key={view.queue || 'all'}
          type="button"
          className="chw-dashboard__view"
          aria-pressed={queue === view.queue}
          onClick={() => onChange(view.queue)}
        >
          {view.label}
        </button>
      ))}
    </div>
  );
}
