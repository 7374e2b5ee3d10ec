/** Spec §9: x-axis labels of the benchmark bar charts wrap at 25 characters. */
export const LABEL_WRAP_WIDTH = 25;

/**
 * Breaks a label into lines of at most `width` characters at spaces; a single word longer than
 * that is cut into pieces of `width`. Lines are joined with '\n', which ECharts draws as line breaks.
 */
export function wrapLabel(label: string, width: number = LABEL_WRAP_WIDTH): string {
  const lines: string[] = [];
  let line = '';
  for (const word of label.trim().split(/\s+/).filter(Boolean)) {
    const pieces = splitLongWord(word, width);
    for (const piece of pieces) {
      if (line === '') line = piece;
      else if (line.length + 1 + piece.length <= width) line = `${line} ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line !== '') lines.push(line);
  return lines.join('\n');
}

function splitLongWord(word: string, width: number): string[] {
  const characters = Array.from(word);
  const pieces: string[] = [];
  for (let index = 0; index < characters.length; index += width) {
    pieces.push(characters.slice(index, index + width).join(''));
  }
  return pieces;
}
