import type { ReactNode } from 'react';

/**
 * The button of a section it shows and hides (the WAI-ARIA disclosure pattern,
 * https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/): says whether the section is open and which
 * one it controls, and asks for the opposite state when pressed.
 */
export function DisclosureButton({
  open,
  onToggle,
  controls,
  className,
  children,
}: {
  open: boolean;
  onToggle: (open: boolean) => void;
  /** The id of the section it shows and hides. */
  controls: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onToggle(!open)}
    >
      {children}
    </button>
  );
}
