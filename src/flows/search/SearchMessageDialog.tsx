import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { ApiDownHelp } from '../ApiDownHelp';

/** A titled message: the missing fields (one per line) or a failed search. */
export interface SearchMessage {
  title: string;
  lines: string[];
  /** The booking API is down: offer the help line and "Request a call" beside the words. */
  help?: boolean;
  /** A code file did not load: SearchForm shows it inline with Reload (what was typed is kept) and the help line. */
  reload?: boolean;
}

/** The search form's dialog; closed when `message` is null. */
export function SearchMessageDialog({ message, onClose }: { message: SearchMessage | null; onClose: () => void }) {
  // Keep showing the last message while the dialog fades out.
  // (state from the previous render, as React's docs show: no ref read during render).
  const [last, setLast] = useState<SearchMessage>(message ?? { title: '', lines: [] });
  if (message && message !== last) setLast(message);
  const { title, lines, help } = message ?? last;
  return (
    <Dialog open={message !== null} title={title} onClose={onClose} role="alertdialog" size="small">
      {lines.length > 1 ? (
        <ul className="chw-search__messages">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="chw-search__message">{lines[0]}</p>
      )}
      {help && <ApiDownHelp />}
    </Dialog>
  );
}
