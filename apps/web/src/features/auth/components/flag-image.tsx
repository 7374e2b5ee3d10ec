import type { TStaffLocale } from '@peil/contract/locale-codes';

/** A language's flag, drawn inline; plain SVG, so that the login page can show it without the UI kit. */
export function FlagImage({ locale }: { locale: TStaffLocale }) {
  const size = { width: 30, height: 20, viewBox: '0 0 30 20', 'aria-hidden': true } as const;
  if (locale === 'nl' || locale === 'de') {
    const stripes = locale === 'nl' ? ['#ae1c28', '#ffffff', '#21468b'] : ['#000000', '#dd0000', '#ffce00'];
    return (
      <svg {...size}>
        {stripes.map((color, index) => (
          <rect key={color} y={(index * 20) / 3} width="30" height={20 / 3 + 0.1} fill={color} />
        ))}
      </svg>
    );
  }
  if (locale === 'fr') {
    return (
      <svg {...size}>
        <rect width="10" height="20" fill="#002395" />
        <rect x="10" width="10" height="20" fill="#ffffff" />
        <rect x="20" width="10" height="20" fill="#ed2939" />
      </svg>
    );
  }
  return (
    <svg {...size}>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0,0 L30,20 M30,0 L0,20" stroke="#ffffff" strokeWidth="4" />
      <path d="M0,0 L30,20 M30,0 L0,20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15,0 V20 M0,10 H30" stroke="#ffffff" strokeWidth="6" />
      <path d="M15,0 V20 M0,10 H30" stroke="#c8102e" strokeWidth="3.5" />
    </svg>
  );
}
