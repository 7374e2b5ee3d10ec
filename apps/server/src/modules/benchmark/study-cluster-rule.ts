/**
 * Spec §6: "Organisation id 198 is treated specially in the cluster list; for every other
 * organisation a cluster named with the study label is removed from the list."
 *
 * Read as: one organisation runs a study and owns a cluster for it; that cluster, recognised by
 * its name being the study label, is listed for the owning organisation only. The owner and the
 * label are configuration, kept here in one place.
 */
export type StudyClusterRule = {
  ownerOrganizationId: number;
  /** Cluster names that mark the study cluster, compared without case and surrounding spaces. */
  labels: readonly string[];
};

export const STUDY_CLUSTER_RULE: StudyClusterRule = {
  ownerOrganizationId: 198,
  labels: ['studie', 'study', 'étude'],
};

function normalize(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

export function isStudyCluster(clusterName: string, rule: StudyClusterRule = STUDY_CLUSTER_RULE): boolean {
  const name = normalize(clusterName);
  return rule.labels.some((label) => normalize(label) === name);
}

/**
 * Whether an organisation may see and use a cluster: the study cluster only when it owns the
 * study, every other cluster always. The cluster list, the authorization of a chosen cluster and
 * the default cluster all ask this one function.
 */
export function isClusterOpenTo(
  clusterName: string,
  organizationId: number,
  rule: StudyClusterRule = STUDY_CLUSTER_RULE,
): boolean {
  return organizationId === rule.ownerOrganizationId || !isStudyCluster(clusterName, rule);
}

/** The clusters an organisation may see: without the study cluster unless it owns the study. */
export function removeStudyClusters<T extends { cluster_name: string }>(
  clusters: readonly T[],
  organizationId: number,
  rule: StudyClusterRule = STUDY_CLUSTER_RULE,
): T[] {
  return clusters.filter((cluster) => isClusterOpenTo(cluster.cluster_name, organizationId, rule));
}
