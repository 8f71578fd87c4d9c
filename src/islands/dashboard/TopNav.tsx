import { useState } from 'react';
import { staffMessages } from '../../messages/staff';
import { signOut } from './session';

/** Top navigation: Export to CSV and Sign Out. */
export function TopNav({ exporting, onExport }: { exporting: boolean; onExport: () => void }) {
  const [signingOut, setSigningOut] = useState(false);
  const onSignOut = () => {
    if (signingOut) return;
    setSigningOut(true);
    void signOut();
  };
  return (
    <nav className="chw-dashboard__nav" aria-label={staffMessages.dashboardNav}>
      <span className="chw-dashboard__brand">{staffMessages.dashboardNav}</span>
      <div className="chw-dashboard__nav-actions">
        <button
          type="button"
          className="chw-button chw-button--secondary"
          onClick={onExport}
          aria-disabled={exporting || undefined}
        >
          {staffMessages.exportCsv}
          {exporting && <span className="chw-dashboard__busy-text"> ({staffMessages.exporting})</span>}
        </button>
        <button type="button" className="chw-button" onClick={onSignOut} aria-disabled={signingOut || undefined}>
          {staffMessages.signOut}
        </button>
      </div>
    </nav>
  );
}
