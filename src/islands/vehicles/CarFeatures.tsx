import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { vehicleMessages } from '../../messages/vehicles';
import { SafeHtml } from '../../ui/SafeHtml';
import { useOutsidePress } from '../../ui/useOutsidePress';

/**
 * The car's features (server HTML, sanitised) behind a disclosure button:
 * opens on click, Enter or Space; Escape or a press elsewhere closes it.
 */
export function CarFeatures({ name, html }: { name: string; html: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useOutsidePress(wrapper, open, () => setOpen(false));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div ref={wrapper} className="chw-car-features" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="chw-car-features__button chw-text-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className="chw-car-features__icon">
          i
        </span>
        {vehicleMessages.features}
        <span className="chw-visually-hidden"> {name}</span>
      </button>
      <div id={panelId} className="chw-car-features__panel" hidden={!open}>
        {open && <SafeHtml html={html} className="chw-car-features__html" />}
      </div>
    </div>
  );
}
