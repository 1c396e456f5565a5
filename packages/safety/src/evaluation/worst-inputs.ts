/**
 * Inputs shaped to make pattern matching backtrack (decision 0019: a street-address rule once held
 * the event loop for a second on 1,000 spaces): long runs of every Unicode space, repeated
 * separators and digits, half-addresses, half-emails and half-phrases, each 10,000 characters.
 */
export const WORST_INPUT_LENGTH = 10_000;

/** Every character JavaScript's \s matches. */
const spaces = [
  ' ',
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  '\u00a0',
  '\u1680',
  ...Array.from({ length: 11 }, (_, index) => String.fromCharCode(0x2000 + index)),
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];

const units = [
  '1',
  '12 ',
  '06 ',
  '0',
  '1.',
  '1-',
  '., ',
  '-.',
  '+33 ',
  'a',
  'a ',
  'a.',
  'a@',
  'é',
  '@',
  'je veux ',
  'je ',
  'comment ',
  'mon ',
  'école ',
  'École Jean ',
  'rue ',
  '12 bis ',
  "j'habite ",
  's u i ',
  's.',
  '0612',
  '*',
  'p*',
  'x4',
  'm0',
  '!',
  '🔪',
];

function filled(prefix: string, unit: string, suffix = ''): string {
  const room = WORST_INPUT_LENGTH - prefix.length - suffix.length;
  return prefix + unit.repeat(Math.ceil(room / unit.length)).slice(0, room) + suffix;
}

/** Named inputs, each WORST_INPUT_LENGTH characters long. */
export function worstInputs(): { name: string; text: string }[] {
  const inputs: { name: string; text: string }[] = [];
  for (const space of spaces) {
    const code = `U+${space.charCodeAt(0).toString(16).padStart(4, '0')}`;
    inputs.push({ name: `${code} run`, text: filled('', space) });
    inputs.push({ name: `number, ${code} run, no street`, text: filled('12', space, 'x') });
    inputs.push({ name: `number, ${code} run, street`, text: filled('12', space, 'rue') });
    inputs.push({ name: `digits and ${code}`, text: filled('', `1${space}`) });
    inputs.push({ name: `phone start and ${code}`, text: filled('06', `${space}12`) });
  }
  for (const unit of units) {
    inputs.push({ name: `"${unit}" repeated`, text: filled('', unit) });
    inputs.push({ name: `"${unit}" repeated after text`, text: filled('pourquoi le ciel est bleu ', unit) });
  }
  inputs.push({ name: 'half an email', text: filled('', 'a', '@b') });
  inputs.push({ name: 'email without a dot', text: filled('a@', 'b') });
  return inputs;
}

/** Decision 0019: no input of up to WORST_INPUT_LENGTH characters holds the server this long. */
export const WORST_INPUT_BUDGET_MS = 5;

type Screening = { name: string; screen: (text: string) => unknown };

/** Runs of each screening of each input; the fastest counts. */
export const WORST_INPUT_RUNS = 15;

/**
 * The slowest worst-shape input, each screening timed as the fastest of 15 runs: what the
 * screening costs, not what a busy machine added to one run (a garbage collection, another
 * process on the other core). A clock figure, so it belongs to the benches and CI's budget step,
 * never to a test.
 */
export function slowestWorstInput(screenings: Screening[]): { name: string; ms: number } {
  let slowest = { name: '', ms: 0 };
  for (const { name, text } of worstInputs()) {
    for (const { name: screeningName, screen } of screenings) {
      screen(text);
      let fastest = Infinity;
      for (let run = 0; run < WORST_INPUT_RUNS; run += 1) {
        const start = performance.now();
        screen(text);
        fastest = Math.min(fastest, performance.now() - start);
      }
      if (fastest > slowest.ms) slowest = { name: `${screeningName}, ${name}`, ms: fastest };
    }
  }
  return slowest;
}
