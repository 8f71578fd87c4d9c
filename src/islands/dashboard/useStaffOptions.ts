import { getAgents, getNoteOptions, getVehicleTypes } from '../../api/staff';
import type { Agent, NoteOption, VehicleType } from '../../api/types';
import { useRequest } from '../../lib/useRequest';
import { endSessionIfUnauthorized } from './session';

export interface StaffOptions {
  agents: Agent[];
  notes: NoteOption[];
  vehicleTypes: VehicleType[];
  failed: boolean;
  /** Still on its way: rows show ids (#7) for agents and notes until it comes. */
  loading: boolean;
}

const empty: Omit<StaffOptions, 'loading'> = { agents: [], notes: [], vehicleTypes: [], failed: false };

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Agents, note options and vehicle types for the filters, rows and note modal; loaded once. */
export function useStaffOptions(enabled: boolean): StaffOptions {
  const { data, loading } = useRequest(enabled ? 'staff-options' : null, async (signal) => {
    const [agents, notes, vehicles] = await Promise.allSettled([
      getAgents(signal),
      getNoteOptions(signal),
      getVehicleTypes(signal),
    ]);
    for (const result of [agents, notes, vehicles]) {
      if (!signal.aborted && result.status === 'rejected' && endSessionIfUnauthorized(result.reason)) return empty;
    }
    return {
      agents: agents.status === 'fulfilled' ? list<Agent>(agents.value) : [],
      notes: notes.status === 'fulfilled' ? list<NoteOption>(notes.value) : [],
      vehicleTypes: vehicles.status === 'fulfilled' ? list<VehicleType>(vehicles.value) : [],
      failed: [agents, notes, vehicles].some((result) => result.status === 'rejected'),
    };
  });
  return { ...(data ?? empty), loading };
}
