import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLatest } from '../lib/useLatest';
import { createPortal } from 'react-dom';
import clsx from 'clsx';
import { sharedMessages } from '../messages/shared';
import './theme.css';
import './Dialog.css';

/** Fade timings of spec §9. */
export const MODAL_FADE_MS = 300;
export const BACKDROP_FADE_MS = 150;

/** Whether the person asked for less motion: then a dialog appears and goes at once, with no fade. */
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the body; a Close button is added when omitted. */
  footer?: ReactNode;
  /** `alertdialog` for messages that need acknowledging. */
  role?: 'dialog' | 'alertdialog';
  /** The element focused on open (else the first focusable one). */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/**
 * An accessible modal dialog: rendered in a portal, focus moves in and stays
 * inside (Tab wraps), Escape and the close button close it, focus returns to
 * what had it before, and it fades in and out (300 ms modal, 150 ms backdrop;
 * at once when the person prefers reduced motion).
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  role = 'dialog',
  initialFocus,
  size = 'medium',
  className,
}: Props) {
  // Mounted from opening until the fade-out ends; `entered` once the frame after opening has
  // passed, so the fade-in has a start (adjusted while rendering: React's pattern for state that
  // follows a prop). With reduced motion it is shown at once.
  const [mounted, setMounted] = useState(open);
  const [entered, setEntered] = useState(false);
  if (open && !mounted) setMounted(true);
  if (!open && entered) setEntered(false);
  const shown = open && (entered || prefersReducedMotion());
  const panel = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const onCloseRef = useLatest(onClose);
  const titleId = useId();

  useLayoutEffect(() => {
    if (open) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      if (prefersReducedMotion()) return undefined;
      const frame = requestAnimationFrame(() => setEntered(true));
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(() => setMounted(false), prefersReducedMotion() ? 0 : MODAL_FADE_MS);
    const previous = returnFocus.current;
    if (previous && document.contains(previous)) previous.focus();
    returnFocus.current = null;
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open || !mounted) return;
    const target = initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current;
    target?.focus();
  }, [open, mounted, initialFocus]);

  if (!mounted) return null;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null,
    );
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={clsx('chw-portal chw-dialog-root', shown && 'chw-dialog-root--shown')} onKeyDown={onKeyDown}>
      <div
        className="chw-dialog__backdrop"
        style={{ transitionDuration: `${BACKDROP_FADE_MS}ms` }}
        onClick={() => onCloseRef.current()}
      />
      <div
        ref={panel}
        className={clsx('chw-dialog', `chw-dialog--${size}`, className)}
        style={{ transitionDuration: `${MODAL_FADE_MS}ms` }}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="chw-dialog__header">
          <h2 id={titleId} className="chw-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="chw-dialog__close"
            aria-label={sharedMessages.close}
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="chw-dialog__body">{children}</div>
        <div className="chw-dialog__footer">
          {footer ?? (
            <button type="button" className="chw-button" onClick={() => onCloseRef.current()}>
              {sharedMessages.close}
            </button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
