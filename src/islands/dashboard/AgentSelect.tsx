import { useState } from 'react';
import type { Agent, DashboardBooking } from '../../api/types';
import { setBookingAgent } from '../../api/staff';
import { staffMessages } from '../../messages/staff';
import { agentName, fullName } from './bookingFields';
import { endSessionIfUnauthorized } from './session';

interface Props {
  row: DashboardBooking;
  agents: Agent[];
  onSaved: (id: number, agentId: number) => void;
  onFailed: (message: string) => void;
}

/** Assigns an agent to a booking as soon as one is chosen; on failure the old choice shows again. */
export function AgentSelect({ row, agents, onSaved, onFailed }: Props) {
  // Not useSubmit: what is busy here is the agent being saved, shown as the choice until the answer
  // comes (the old one shows again on failure); a busy flag beside it would be a second state.
  const [saving, setSaving] = useState<string | null>(null);
  const id = `chw-dashboard-agent-${row.ID}`;
  const known = row.UserID === null || agents.some((agent) => agent.ID === row.UserID);

  const choose = async (value: string) => {
    if (!value || saving !== null) return;
    setSaving(value);
    try {
      await setBookingAgent({ booking_id: row.ID, agent_id: Number(value) });
      onSaved(row.ID, Number(value));
    } catch (error) {
      if (!endSessionIfUnauthorized(error)) onFailed(staffMessages.agentAssignFailed);
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      <label htmlFor={id} className="chw-visually-hidden">
        {staffMessages.agentFor(row.ID)}
      </label>
      <select
        id={id}
        className="chw-select chw-dashboard__agent"
        value={saving ?? (row.UserID === null ? '' : String(row.UserID))}
        title={row.UserID === null ? undefined : agentName(agents, row.UserID)}
        disabled={saving !== null}
        aria-busy={saving !== null || undefined}
        onChange={(event) => void choose(event.currentTarget.value)}
      >
        {row.UserID === null && <option value="">{staffMessages.unassigned}</option>}
        {!known && <option value={String(row.UserID)}>{agentName(agents, row.UserID)}</option>}
        {agents.map((agent) => (
          <option key={agent.ID} value={String(agent.ID)}>
            {fullName(agent)}
          </option>
        ))}
      </select>
    </>
  );
}
