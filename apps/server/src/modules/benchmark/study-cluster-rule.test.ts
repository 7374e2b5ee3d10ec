import { describe, expect, it } from 'vitest';
import { isClusterOpenTo, isStudyCluster, removeStudyClusters, STUDY_CLUSTER_RULE } from './study-cluster-rule.js';

const clusters = [{ cluster_name: 'Fertiliteit' }, { cluster_name: ' Studie ' }, { cluster_name: 'Studiegroep' }];

describe('study cluster rule (spec §6)', () => {
  it('is owned by organisation 198', () => {
    expect(STUDY_CLUSTER_RULE.ownerOrganizationId).toBe(198);
  });

  it('recognises the study label without case or surrounding spaces, but not names containing it', () => {
    expect(isStudyCluster('STUDY')).toBe(true);
    expect(isStudyCluster(' Studie ')).toBe(true);
    expect(isStudyCluster('Étude')).toBe(true);
    expect(isStudyCluster('Studiegroep')).toBe(false);
  });

  it('opens the study cluster to its owner only, and every other cluster to all', () => {
    expect(isClusterOpenTo('Studie', 198)).toBe(true);
    expect(isClusterOpenTo('Studie', 5)).toBe(false);
    expect(isClusterOpenTo('Fertiliteit', 5)).toBe(true);
  });

  it('removes the study cluster for every organisation but the owner', () => {
    expect(removeStudyClusters(clusters, 5).map((c) => c.cluster_name)).toEqual(['Fertiliteit', 'Studiegroep']);
    expect(removeStudyClusters(clusters, 198)).toEqual(clusters);
  });

  it('takes another owner and label from configuration', () => {
    const rule = { ownerOrganizationId: 7, labels: ['Pilot'] };
    expect(removeStudyClusters(clusters, 198, rule)).toEqual(clusters);
    expect(removeStudyClusters([{ cluster_name: 'pilot' }, ...clusters], 198, rule)).toEqual(clusters);
    expect(removeStudyClusters([{ cluster_name: 'pilot' }], 7, rule)).toHaveLength(1);
  });
});
