import { useState } from 'react';
import { exportBookings } from '../../api/staff';
import { staffMessages } from '../../messages/staff';
import { useSubmit } from '../../lib/useSubmit';
import { viewToFilters, type DashboardView } from './dashboardView';
import { downloadBlob } from './downloadBlob';
import { exportFileName } from './exportFileName';
import { endSessionIfUnauthorized } from './session';

/**
 * Export to CSV with the view's filters (and sort). Blocked while the dates are
 * invalid (`onBlocked` points the user at them); one export at a time.
 */
export function useExport(view: DashboardView, valid: boolean, onBlocked: () => void) {
  const [failed, setFailed] = useState('');
  const { busy: exporting, run: submit } = useSubmit();

  const run = () =>
    submit(() => {
      if (!valid) {
        onBlocked();
        return;
      }
      setFailed('');
      return download();
    });

  const download = async () => {
    try {
      const blob = await exportBookings(viewToFilters(view));
      downloadBlob(blob, exportFileName());
    } catch (error) {
      if (!endSessionIfUnauthorized(error)) setFailed(staffMessages.exportFailed);
    }
  };

  return { exporting, failed, run };
}
