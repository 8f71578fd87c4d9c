import { useRef } from 'react';
import { Dialog } from '../../ui/Dialog';

/** A titled message: the missing fields (one per line) or a failed search. */
export interface SearchMessage {
  title: string;
  lines: string[];
}

/** The search form's dialog; closed when `message` is null. */
export function SearchMessageDialog({ message, onClose }: { message: SearchMessage | null; onClose: () => void }) {
  // Keep showing the last message while the dialog fades out.
  const last = useRef<SearchMessage>({ title: '', lines: [] });
  if (message) last.current = message;
  const { title, lines } = last.current;
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
    </Dialog>
  );
}
