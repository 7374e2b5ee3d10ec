import { StaticPageLayout } from './static-page-layout';

const PARAGRAPHS = [
  'staticPages.privacyIntro',
  'staticPages.privacyRespondents',
  'staticPages.privacyEmails',
  'staticPages.privacyCookies',
  'staticPages.privacyHosting',
  'staticPages.privacyLiability',
  'staticPages.privacyContact',
] as const;

export function PrivacyStatementPage() {
  return <StaticPageLayout titleKey="staticPages.privacyTitle" paragraphKeys={PARAGRAPHS} />;
}
