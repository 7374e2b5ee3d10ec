import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { useSelectedSurvey } from '../../shell';
import { useSingleSurveyBenchmark } from '../api/get-single-survey-benchmark';
import { BENCHMARK_NAMESPACE } from '../i18n';
import { localIsoDate } from '../logic/export-file-names';
import { ChoiceButtons } from './choice-buttons';
import { ClusterBenchmark } from './cluster-benchmark';
import { RadarBenchmark } from './radar-benchmark';
import { SelectSurveyMessage } from './state-message';

type TBenchmarkView = 'bars' | 'radar';
const VIEWS: readonly TBenchmarkView[] = ['bars', 'radar'];

/**
 * /benchmark: the survey chosen in the top bar against its cluster, as bars or as the older
 * radar. The view is kept in the address (?view=radar) so that it survives a reload.
 */
export function BenchmarkScreen() {
  const { selectedSurveyId } = useSelectedSurvey();
  if (selectedSurveyId === null) return <SelectSurveyMessage />;
  // Keyed by survey: another survey starts loading afresh, without the old errors (spec §4).
  return <SurveyBenchmark key={selectedSurveyId} surveyId={selectedSurveyId} />;
}

function SurveyBenchmark({ surveyId }: { surveyId: number }) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  const { locale } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: TBenchmarkView = searchParams.get('view') === 'radar' ? 'radar' : 'bars';
  const today = useMemo(() => new Date(), []);
  // The radar header names the survey; the all-time bar request is shared with the bar view.
  const nameQuery = useSingleSurveyBenchmark(surveyId, 'all_time', locale);
  // Null while loading, so the radar header can show a placeholder.
  const surveyName = nameQuery.isPending ? null : (nameQuery.data?.surveyName ?? '');

  const viewSwitch = (
    <ChoiceButtons
      choices={VIEWS}
      value={view}
      onChange={(next) => {
        const params = new URLSearchParams(searchParams);
        if (next === 'radar') params.set('view', 'radar');
        else params.delete('view');
        setSearchParams(params, { replace: true });
      }}
      label={t('views.label')}
      nameOf={(item) => t(`views.${item}`)}
      testId="benchmark-view"
    />
  );

  return view === 'radar' ? (
    <RadarBenchmark surveyId={surveyId} surveyName={surveyName} today={today} viewSwitch={viewSwitch} />
  ) : (
    <ClusterBenchmark surveyId={surveyId} today={localIsoDate(today)} viewSwitch={viewSwitch} />
  );
}
