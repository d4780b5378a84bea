/**
 * Parts of a line joined with ' · ', each said once (compared without case or outer spaces) and empty ones
 * left out: a plan named after its period reads '1 year · Yearly Fee', not '1 year · 1 year · Yearly Fee'.
 */
export function joinDistinct(parts: readonly string[], separator = ' · '): string {
  const kept: string[] = [];
  for (const part of parts.map((p) => p.trim())) {
    if (part && !kept.some((k) => k.toLowerCase() === part.toLowerCase())) kept.push(part);
  }
  return kept.join(separator);
}
