import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { STATIC_PATHS } from '../../../lib/paths';
import { BENCHMARK_NAMESPACE } from '../i18n';

/** Spec §2: /benchmark-explanation opens in a new tab. */
export function ExplanationLink() {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  return (
    <Link
      href={STATIC_PATHS.benchmarkExplanation}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t('header.explanation')} ${t('header.newTab')}`}
      data-testid="benchmark-explanation-link"
    >
      {t('header.explanation')}
    </Link>
  );
}
