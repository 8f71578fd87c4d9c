/**
 * Stand-in for `@preact/signals-react/runtime` in the Preact build, where
 * `@preact/signals` already tracks signal reads during render.
 */
export function useSignals(): void {}
