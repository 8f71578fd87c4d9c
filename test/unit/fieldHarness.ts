import { useState } from 'react';
import 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core is a UMD script: imported for its side effect, it defines window.axe. */
export const axe = (window as unknown as { axe: { run(context: Element, options?: RunOptions): Promise<AxeResults> } })
  .axe;

/**
 * The `value` and `onChange` a parent that owns the value passes to a field, as the islands do;
 * `onChange` also reports each new value to the test.
 */
export function useOwnedValue(initial = '', onChange?: (value: string) => void) {
  const [value, setValue] = useState(initial);
  return {
    value,
    onChange: (next: string) => {
      setValue(next);
      onChange?.(next);
    },
  };
}

/**
 * A fresh container in the page. Not open-wc's `fixture()`: it waits for an animation frame, and
 * web-test-runner runs two files at once, one of them in a background page where frames never come.
 */
export function newHost(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}
