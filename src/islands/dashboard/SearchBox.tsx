import { useEffect, useRef, useState } from 'react';
import { staffMessages } from '../../messages/staff';
import { STAFF_SEARCH_MAX_LENGTH } from '../../rules.generated';
import { searchText } from './dashboardView';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_ID = 'chw-dashboard-search';

interface Props {
  /** The search in the view (the URL). */
  value: string;
  onSearch: (q: string) => void;
}

/** True when a key press belongs to a field or a control (so `/` types a slash there). */
const typingIn = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The search box: reservation number, name, email or phone. Typing searches once it pauses
 * (server-side `q`, with the filters); `/` anywhere on the page outside a field or a dialog jumps here.
 */
export function SearchBox({ value, onSearch }: Props) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  // The view changed elsewhere (Back, "Clear filters"): show its search (React's pattern for state
  // that follows a prop).
  if (value !== shownValue) {
    setShownValue(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    const q = text.trim();
    if (q === value) return undefined;
    const timer = window.setTimeout(() => onSearch(q), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (typingIn(event.target) || document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="chw-field chw-dashboard__search" role="search" aria-label={staffMessages.searchLabel}>
      <label htmlFor={SEARCH_ID} className="chw-label">
        {staffMessages.searchLabel}
      </label>
      <input
        ref={input}
        id={SEARCH_ID}
        type="search"
        className="chw-input"
        value={text}
        maxLength={STAFF_SEARCH_MAX_LENGTH}
        placeholder={staffMessages.searchPlaceholder}
        autoComplete="off"
        spellCheck={false}
        aria-keyshortcuts="/"
        aria-describedby={`${SEARCH_ID}-hint`}
        onChange={(event) => setText(searchText(event.currentTarget.value))}
        onKeyDown={(event) => {
          // Enter searches at once instead of waiting for the pause.
          if (event.key === 'Enter') onSearch(text.trim());
        }}
      />
      <span id={`${SEARCH_ID}-hint`} className="chw-dashboard__hint">
        {staffMessages.searchHint}
      </span>
    </div>
  );
}
