/**
 * Shortens long names (questions, dimensions, clinics) for chart labels and tables: a name longer
 * than `max` characters is cut to its first `keep` characters plus '...' (three ASCII dots),
 * so with the defaults the result is exactly 57 + 3 = 60 characters.
 * Characters are counted as Unicode code points so an emoji or other astral character is never
 * split into half a surrogate pair.
 */
export function truncateLabel(name: string, max: number = 60, keep: number = 57): string {
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  return characters.slice(0, keep).join('') + '...';
}
