// Every Vitest run also writes a JSON report to <package>/.testergebnisse/, so `.ci/run` can sum every runner into
// one line (scripts/testbilanz.mjs). Turbo keeps the folder as the test task's output, so a cached run still has it.

/** Reporters and output file for a package's vitest.config: `test: { ...testbericht(), … }`. */
export function testbericht(name = 'vitest') {
  return {
    reporters: ['default', 'json'],
    outputFile: { json: `.testergebnisse/${name}.json` },
  };
}
