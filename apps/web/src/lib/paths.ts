import { PROTECTED_ROUTES, PUBLIC_ROUTES, type TPublicRouteId, type TStaffRouteId } from '@peil/contract/routes';
import { STAFF_LOCALES, type TStaffLocale } from '@peil/contract/locale-codes';

/** Public pages without language aliases. */
export const STATIC_PATHS = {
  logout: '/logout',
  statement: '/statement',
  privacyStatement: '/privacy-statement',
  dpaFerring: '/dpa/ferring',
  benchmarkExplanation: '/benchmark-explanation',
  newsletterNl: '/nieuwsbrief',
  newsletterEn: '/newsletter',
  restart: '/restart',
  resetPasswordLink: '/reset_password/:userId/:token/:locale',
} as const;

export function toStaffLocale(value: string | null | undefined): TStaffLocale | null {
  return (STAFF_LOCALES as readonly string[]).includes(value ?? '') ? (value as TStaffLocale) : null;
}

/** Fills `:name` segments; unknown names stay as they are. */
export function fillPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:(\w+)/g, (segment, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : segment,
  );
}

/** The path of a staff route in the interface language, e.g. surveys in German: /frageboegen. */
export function pathFor(
  routeId: TStaffRouteId | TPublicRouteId,
  locale: string,
  params?: Record<string, string | number>,
): string {
  const aliases =
    routeId in PROTECTED_ROUTES ? PROTECTED_ROUTES[routeId as TStaffRouteId] : PUBLIC_ROUTES[routeId as TPublicRouteId];
  return fillPath(aliases[toStaffLocale(locale) ?? 'nl'], params);
}
