import { useRef, useState } from 'react';
import { exportBookings } from '../../api/staff';
import { staffMessages } from '../../messages/staff';
import { viewToFilters, type DashboardView } from './dashboardView';
import { downloadBlob } from './downloadBlob';
import { exportFileName } from './exportFileName';
import { endSessionIfUnauthorized } from './session';

/**
 * Export to CSV with the view's filters (and sort). Blocked while the dates are
 * invalid (`onBlocked` points the user at them); one export at a time.
 */
export function useExport(view: DashboardView, valid: boolean, onBlocked: () => void) {
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState('');
  const busy = useRef(false);

  const run = async () => {
    if (busy.current) return;
    if (!valid) {
      onBlocked();
      return;
    }
    busy.current = true;
    setExporting(true);
    setFailed('');
    try {
      const blob = await exportBookings(viewToFilters(view));
      downloadBlob(blob, exportFileName());
    } catch (error) {
      if (!endSessionIfUnauthorized(error)) setFailed(staffMessages.exportFailed);
    } finally {
      busy.current = false;
      setExporting(false);
    }
  };

  return { exporting, failed, run };
}
