import { z } from 'zod';

/** '#rgb' to '#rrggbb': each digit doubled, as CSS reads the short form. */
export function expandHexColor(color: string): string {
  return color.length === 4 ? `#${color.slice(1).replace(/./g, (digit) => digit + digit)}` : color;
}

/** A colour as '#rgb' or '#rrggbb', stored and sent on as '#rrggbb'. */
export const ZHexColor = z
  .string()
  .trim()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a colour #rgb or #rrggbb')
  .transform(expandHexColor);
