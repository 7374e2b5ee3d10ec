/** A glyph as fontkit gives it: its id in the font file, its advance in font units. */
export type FontkitGlyph = { id: number; advanceWidth: number; codePoints: number[] };

type FontkitPosition = { xAdvance: number; xOffset: number; yOffset: number };

/** What this module uses of a fontkit font. */
export type FontkitFont = {
  postscriptName: string;
  glyphForCodePoint(codePoint: number): FontkitGlyph;
  layout(
    text: string,
    features?: undefined,
    script?: string,
  ): { script: string; glyphs: FontkitGlyph[]; positions: FontkitPosition[] };
};

/**
 * A piece of text laid out glyph by glyph: each glyph with the kerning after it (font units, the
 * pair's adjustment of its advance) and the whole advance in thousandths of the font size.
 */
export type SimpleRun = { glyphs: FontkitGlyph[]; kerning: number[]; advance: number };

/** Letters, digits, punctuation and spaces in scripts without shaping, as far as DejaVu goes. */
const SIMPLE_CHARACTER = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]$/u;
/** Marks, controls, format characters and what fontkit hides: only fontkit itself places them. */
const SHAPED_CHARACTER = /^[\p{M}\p{C}\p{Default_Ignorable_Code_Point}]$/u;

/**
 * What fontkit does with each character and each pair of characters of one font file, learnt
 * once per thread: a character's script (fontkit picks a run's script from its first character
 * with one) or null when it is laid out other than alone; a pair's kerning in a script, or null
 * when the pair is substituted or moved off the baseline.
 */
type FontFacts = { scripts: Map<number, string | null>; kerning: Map<string, number | null>; commonScript: string };

const factsByFont = new Map<string, FontFacts>();

/**
 * Lays out a piece of text as fontkit would, from the glyphs of its characters and the kerning of
 * each pair, or returns null when a character or pair needs fontkit's own layout. fontkit runs
 * every OpenType feature of the font over each new text, which took most of the CPU of a report
 * whose comments hold many distinct words (dates, e-mail addresses, names). With DejaVu, text
 * in these scripts is only kerned pair by pair (GPOS pair adjustments) and substituted only around
 * marks, which go to fontkit.
 */
export function layOutSimply(font: FontkitFont, scale: number, text: string): SimpleRun | null {
  let facts = factsByFont.get(font.postscriptName);
  if (!facts) {
    facts = { scripts: new Map(), kerning: new Map(), commonScript: font.layout('0').script };
    factsByFont.set(font.postscriptName, facts);
  }
  let script: string | undefined;
  const glyphs: FontkitGlyph[] = [];
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const characterScript = scriptOf(font, facts, code);
    if (characterScript === null) return null;
    if (script === undefined && characterScript !== facts.commonScript) script = characterScript;
    glyphs.push(font.glyphForCodePoint(code));
  }
  script ??= facts.commonScript;
  const kerning: number[] = [];
  let advance = 0;
  for (let index = 0; index < glyphs.length; index++) {
    const pairKerning = index + 1 < text.length ? kerningOf(font, facts, script, text.slice(index, index + 2)) : 0;
    if (pairKerning === null) return null;
    kerning.push(pairKerning);
    advance += (glyphs[index]!.advanceWidth + pairKerning) * scale;
  }
  return { glyphs, kerning, advance };
}

function scriptOf(font: FontkitFont, facts: FontFacts, code: number): string | null {
  let script = facts.scripts.get(code);
  if (script !== undefined) return script;
  script = null;
  const character = String.fromCharCode(code);
  if (SIMPLE_CHARACTER.test(character) && !SHAPED_CHARACTER.test(character)) {
    const glyph = font.glyphForCodePoint(code);
    const run = font.layout(character);
    const [position] = run.positions;
    if (
      glyph.id !== 0 &&
      run.glyphs.length === 1 &&
      run.glyphs[0]!.id === glyph.id &&
      position!.xAdvance === glyph.advanceWidth &&
      !position!.xOffset &&
      !position!.yOffset
    ) {
      script = run.script;
    }
  }
  facts.scripts.set(code, script);
  return script;
}

function kerningOf(font: FontkitFont, facts: FontFacts, script: string, pair: string): number | null {
  const key = `${script}${pair}`;
  let kerning = facts.kerning.get(key);
  if (kerning !== undefined) return kerning;
  kerning = null;
  const first = font.glyphForCodePoint(pair.charCodeAt(0));
  const second = font.glyphForCodePoint(pair.charCodeAt(1));
  const run = font.layout(pair, undefined, script);
  const [firstPosition, secondPosition] = run.positions;
  // An adjustment of the second glyph would make the pair's kerning depend on its neighbours.
  if (
    run.glyphs.length === 2 &&
    run.glyphs[0]!.id === first.id &&
    run.glyphs[1]!.id === second.id &&
    secondPosition!.xAdvance === second.advanceWidth &&
    !firstPosition!.xOffset &&
    !firstPosition!.yOffset &&
    !secondPosition!.xOffset &&
    !secondPosition!.yOffset
  ) {
    kerning = firstPosition!.xAdvance - first.advanceWidth;
  }
  facts.kerning.set(key, kerning);
  return kerning;
}
