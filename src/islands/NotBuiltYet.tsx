/** Temporary: shown by islands whose issue has not landed yet. */
export function NotBuiltYet({ name }: { name: string }) {
  return <p className="chw-not-built">The “{name}” widget is not built yet.</p>;
}
