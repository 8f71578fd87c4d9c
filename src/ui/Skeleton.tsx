import '../ui/theme.css';

/** A placeholder block that reserves an island's height while it loads. */
export function Skeleton({ minHeight = '240px' }: { minHeight?: string }) {
  return <div className="chw-skeleton" style={{ minHeight }} aria-busy="true" aria-live="polite" />;
}
