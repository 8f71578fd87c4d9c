import '../ui/theme.css';

/**
 * A placeholder block that reserves an island's height while it loads. Without `minHeight` it
 * takes the island's own reserved height (`--chw-min-height`, from its island.json via heights.css).
 */
export function Skeleton({ minHeight = 'var(--chw-min-height, 240px)' }: { minHeight?: string }) {
  return <div className="chw-skeleton" style={{ minHeight }} aria-busy="true" aria-live="polite" />;
}
