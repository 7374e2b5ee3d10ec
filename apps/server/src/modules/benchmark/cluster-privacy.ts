/** A cluster as far as privacy goes: the organisations whose surveys are in it. */
export type ClusterOrganizations = { id: number; name: string; organizationIds: readonly number[] };

/** Organisations in one of the two clusters and not in the other. */
export function countDifferingOrganizations(a: readonly number[], b: readonly number[]): number {
  const inA = new Set(a);
  const inB = new Set(b);
  let differing = 0;
  for (const id of inA) if (!inB.has(id)) differing++;
  for (const id of inB) if (!inA.has(id)) differing++;
  return differing;
}

/** The larger cluster has more organisations; of two equal ones the older (lower id) counts as larger. */
function isLarger(a: ClusterOrganizations, b: ClusterOrganizations): boolean {
  const sizeA = new Set(a.organizationIds).size;
  const sizeB = new Set(b.organizationIds).size;
  return sizeA > sizeB || (sizeA === sizeB && a.id < b.id);
}

export type ClusterOverlap = { other: ClusterOrganizations; differing: number; isSmaller: boolean };

/**
 * The other clusters whose organisations differ from `cluster`'s by at least one but fewer than
 * `minOrganizations`: the difference of the two clusters' figures is the figure of those few
 * organisations (with one, exactly that organisation's). Identical clusters reveal nothing.
 */
export function findOverlaps(
  cluster: ClusterOrganizations,
  others: readonly ClusterOrganizations[],
  minOrganizations: number,
): ClusterOverlap[] {
  return others
    .filter((other) => other.id !== cluster.id)
    .map((other) => ({
      other,
      differing: countDifferingOrganizations(cluster.organizationIds, other.organizationIds),
      isSmaller: isLarger(other, cluster),
    }))
    .filter((overlap) => overlap.differing > 0 && overlap.differing < minOrganizations);
}

/** Of two overlapping clusters the benchmark shows only the larger: this one is withheld. */
export function isWithheldByOverlap(
  cluster: ClusterOrganizations,
  others: readonly ClusterOrganizations[],
  minOrganizations: number,
): boolean {
  return findOverlaps(cluster, others, minOrganizations).some((overlap) => overlap.isSmaller);
}
