import { StaticPageLayout } from './static-page-layout';

const PARAGRAPHS = ['staticPages.newsletterText', 'staticPages.newsletterContact'] as const;

export function NewsletterPage() {
  return <StaticPageLayout titleKey="staticPages.newsletterTitle" paragraphKeys={PARAGRAPHS} />;
}
