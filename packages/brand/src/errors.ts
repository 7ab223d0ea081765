import { relative, isAbsolute } from 'node:path';
import type { BrandProblem } from './types.ts';

function displayFile(file: string): string {
  if (!isAbsolute(file)) return file;
  const rel = relative(process.cwd(), file);
  return rel.length < file.length ? rel : file;
}

/** One line per problem: `<file> › <path>: <reason>`; the file root is shown as `(Datei)`. */
export function formatProblems(problems: readonly BrandProblem[]): string {
  const count = problems.length === 1 ? '1 Problem' : `${problems.length} Probleme`;
  const lines = problems.map(
    (p) => `  - ${displayFile(p.file)} › ${p.path === '' ? '(Datei)' : p.path}: ${p.reason}`,
  );
  return [`Mandanten-Konfiguration ungültig (${count}):`, ...lines].join('\n');
}

/** Thrown by loadBrand with every problem found in the file, never just the first. */
export class BrandConfigError extends Error {
  declare readonly problems: readonly BrandProblem[];

  constructor(problems: readonly BrandProblem[]) {
    super(formatProblems(problems));
    this.name = 'BrandConfigError';
    // Not enumerable: Vite and Node print thrown errors with util.inspect, and the message already lists them.
    Object.defineProperty(this, 'problems', { value: problems, enumerable: false });
  }
}
