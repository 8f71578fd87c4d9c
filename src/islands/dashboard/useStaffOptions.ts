import { useEffect, useState } from 'react';
import { getAgents, getNoteOptions, getVehicleTypes } from '../../api/staff';
import type { Agent, NoteOption, VehicleType } from '../../api/types';
import { endSessionIfUnauthorized } from './session';

export interface StaffOptions {
  agents: Agent[];
  notes: NoteOption[];
  vehicleTypes: VehicleType[];
  failed: boolean;
}

const empty: StaffOptions = { agents: [], notes: [], vehicleTypes: [], failed: false };

/** Agents, note options and vehicle types for the filters, rows and note modal; loaded once. */
export function useStaffOptions(enabled: boolean): StaffOptions {
  const [options, setOptions] = useState<StaffOptions>(empty);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
    void Promise.allSettled([getAgents(), getNoteOptions(), getVehicleTypes()]).then(([agents, notes, vehicles]) => {
      if (!live) return;
      for (const result of [agents, notes, vehicles]) {
        if (result.status === 'rejected' && endSessionIfUnauthorized(result.reason)) return;
      }
      setOptions({
        agents: agents.status === 'fulfilled' ? list<Agent>(agents.value) : [],
        notes: notes.status === 'fulfilled' ? list<NoteOption>(notes.value) : [],
        vehicleTypes: vehicles.status === 'fulfilled' ? list<VehicleType>(vehicles.value) : [],
        failed: [agents, notes, vehicles].some((result) => result.status === 'rejected'),
      });
    });
    return () => {
      live = false;
    };
  }, [enabled]);

  return options;
}
