// Bytes an image file starts with; the logo is stored as bare base64 without its type.
const SIGNATURES: { prefix: string; type: string }[] = [
  { prefix: '\x89PNG', type: 'image/png' },
  { prefix: '\xFF\xD8\xFF', type: 'image/jpeg' },
  { prefix: 'GIF8', type: 'image/gif' },
  { prefix: 'BM', type: 'image/bmp' },
];

/** A survey logo as an image source: a data: URL stays as it is, bare base64 gets the type its bytes show. */
export function logoSource(logo: string): string {
  const value = logo.trim();
  if (value.startsWith('data:')) return value;
  const base64 = value.replace(/\s+/g, '');
  return `data:${imageType(base64)};base64,${base64}`;
}

function imageType(base64: string): string {
  let head: string;
  try {
    // 1024 characters are whole base64 groups: enough for an SVG's XML declaration and doctype.
    head = atob(base64.slice(0, 1024));
  } catch {
    return 'image/png';
  }
  const signature = SIGNATURES.find(({ prefix }) => head.startsWith(prefix));
  if (signature) return signature.type;
  const text = head.replace(/^\xEF\xBB\xBF/, '').trimStart();
  if (text.startsWith('<') && /<svg[\s>]/i.test(text)) return 'image/svg+xml';
  return 'image/png';
}
