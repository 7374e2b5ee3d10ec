import { describe, it, expect } from 'vitest';
import { LIKERT_LABELS, normalizeLikertLabel, recognizeLikertScale, recognizeLikertScore } from './likert.js';

describe('recognizeLikertScore', () => {
  it('scores the Dutch labels', () => {
    expect(recognizeLikertScore('Helemaal eens')).toBe(4);
    expect(recognizeLikertScore('Eens')).toBe(3);
    expect(recognizeLikertScore('Neutraal')).toBe(2);
    expect(recognizeLikertScore('Oneens')).toBe(1);
    expect(recognizeLikertScore('Helemaal oneens')).toBe(0);
    expect(recognizeLikertScore('Ja')).toBe(4);
    expect(recognizeLikertScore('Nee')).toBe(0);
    expect(recognizeLikertScore('Niet van toepassing')).toBeNull();
  });

  it('scores the German labels, all three phrasings', () => {
    expect(recognizeLikertScore('Stimme voll und ganz zu')).toBe(4);
    expect(recognizeLikertScore('Trifft voll zu')).toBe(4);
    expect(recognizeLikertScore('Völlig einverstanden')).toBe(4);
    expect(recognizeLikertScore('Stimme zu')).toBe(3);
    expect(recognizeLikertScore('Trifft zu')).toBe(3);
    expect(recognizeLikertScore('Einverstanden')).toBe(3);
    expect(recognizeLikertScore('Neutral')).toBe(2);
    expect(recognizeLikertScore('Teils teils')).toBe(2);
    expect(recognizeLikertScore('Stimme nicht zu')).toBe(1);
    expect(recognizeLikertScore('Trifft nicht zu')).toBe(1);
    expect(recognizeLikertScore('Nicht einverstanden')).toBe(1);
    expect(recognizeLikertScore('Stimme überhaupt nicht zu')).toBe(0);
    expect(recognizeLikertScore('Trifft überhaupt nicht zu')).toBe(0);
    expect(recognizeLikertScore('Überhaupt nicht einverstanden')).toBe(0);
    expect(recognizeLikertScore('Nein')).toBe(0);
    expect(recognizeLikertScore('Nicht zutreffend')).toBeNull();
  });

  it('scores the English labels', () => {
    expect(recognizeLikertScore('Completely agree')).toBe(4);
    expect(recognizeLikertScore('Strongly agree')).toBe(4);
    expect(recognizeLikertScore('Agree')).toBe(3);
    expect(recognizeLikertScore('Neutral')).toBe(2);
    expect(recognizeLikertScore('Disagree')).toBe(1);
    expect(recognizeLikertScore('Completely disagree')).toBe(0);
    expect(recognizeLikertScore('Strongly disagree')).toBe(0);
    expect(recognizeLikertScore('Yes')).toBe(4);
    expect(recognizeLikertScore('No')).toBe(0);
    expect(recognizeLikertScore('Not applicable')).toBeNull();
  });

  it('ignores case, surrounding and repeated whitespace, and diacritics', () => {
    expect(recognizeLikertScore('  HELEMAAL   EENS ')).toBe(4);
    expect(recognizeLikertScore('vollig einverstanden')).toBe(4);
    expect(recognizeLikertScore('STIMME UBERHAUPT NICHT ZU')).toBe(0);
    expect(recognizeLikertScore('\tniet van toepassing\n')).toBeNull();
  });

  it('treats decomposed and precomposed umlauts alike', () => {
    const decomposed = 'Vo\u0308llig einverstanden';
    expect(recognizeLikertScore(decomposed)).toBe(4);
  });

  it('returns undefined for labels that are not Likert options', () => {
    expect(recognizeLikertScore('Sometimes')).toBeUndefined();
    expect(recognizeLikertScore('')).toBeUndefined();
    expect(recognizeLikertScore('Eens of oneens')).toBeUndefined();
  });
});

describe('normalizeLikertLabel', () => {
  it('lower-cases, trims, collapses whitespace and strips diacritics', () => {
    expect(normalizeLikertLabel('  Überhaupt   nicht ')).toBe('uberhaupt nicht');
  });
});

describe('LIKERT_LABELS', () => {
  it('holds the canonical five-point sets, 4 down to 0', () => {
    expect(LIKERT_LABELS.nl.map((o) => o.score)).toEqual([4, 3, 2, 1, 0]);
    expect(LIKERT_LABELS.de.map((o) => o.score)).toEqual([4, 3, 2, 1, 0]);
    expect(LIKERT_LABELS.nl[0]?.label).toBe('Helemaal eens');
    expect(LIKERT_LABELS.de[4]?.label).toBe('Stimme überhaupt nicht zu');
  });

  it('is consistent with recognizeLikertScore', () => {
    for (const option of [...LIKERT_LABELS.nl, ...LIKERT_LABELS.de]) {
      expect(recognizeLikertScore(option.label)).toBe(option.score);
    }
  });
});

describe('recognizeLikertScale', () => {
  it('scores a five-point scale with not applicable, taking any text of an option', () => {
    const options = [
      ['Helemaal eens', 'Stimme voll und ganz zu'],
      ['Eens'],
      [undefined, 'Neutral'],
      ['Oneens'],
      ['Helemaal oneens'],
      ['Niet van toepassing'],
    ];
    expect(recognizeLikertScale(options)).toEqual([4, 3, 2, 1, 0, null]);
  });

  it('does not score yes/no: two points are a choice, not a scale', () => {
    expect(recognizeLikertScale([['Ja'], ['Nee']])).toBeUndefined();
    expect(recognizeLikertScale([['Yes'], ['No'], ['Not applicable']])).toBeUndefined();
  });

  it('does not score a question with an unrecognised option or without options', () => {
    expect(recognizeLikertScale([['Eens'], ['Neutraal'], ['Oneens'], ['Weet ik niet']])).toBeUndefined();
    expect(recognizeLikertScale([])).toBeUndefined();
  });
});
