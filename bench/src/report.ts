/** Prints one figure with its baseline from the same run, as `npm run bench` promises. */
export function printFigure(
  name: string,
  value: number,
  unit: string,
  baseline?: { name: string; value: number },
): void {
  const main = `${name}: ${format(value)} ${unit}`;
  if (!baseline) {
    console.log(main);
    return;
  }
  const ratio = baseline.value === 0 ? NaN : value / baseline.value;
  console.log(`${main} | baseline ${baseline.name}: ${format(baseline.value)} ${unit} | ratio ${ratio.toFixed(2)}`);
}

export function printHeading(title: string): void {
  console.log(`\n== ${title}`);
}

function format(value: number): string {
  return value >= 100 ? Math.round(value).toLocaleString('en') : value.toFixed(2);
}
