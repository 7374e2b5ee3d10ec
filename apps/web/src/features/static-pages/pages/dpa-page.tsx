import { StaticPageLayout } from './static-page-layout';

const PARAGRAPHS = [
  'staticPages.dpaIntro',
  'staticPages.dpaFirstLogin',
  'staticPages.dpaEmails',
  'staticPages.dpaCookies',
  'staticPages.dpaHosting',
  'staticPages.dpaBreach',
  'staticPages.dpaSubprocessors',
  'staticPages.dpaLiability',
  'staticPages.dpaEnding',
] as const;

export function DpaPage() {
  return <StaticPageLayout titleKey="staticPages.dpaTitle" paragraphKeys={PARAGRAPHS} />;
}
