// File names are kebab-case (ARCHITECTURE.md), so an import reads the same on every file system and a name is
// found by one spelling. Checks every committed file under the code folders; exits 1 naming each offender.
import { execFileSync } from 'node:child_process';

const CODE = /^(apps|packages|tooling|e2e|deploy|scripts)\//;
// Names that tools fix: Docker's, and the usual upper-case project files.
const AUSNAHMEN = /^(Dockerfile(\.[a-z-]+)?|README\.md|CHANGELOG\.md|LICENSE)$/;
const KEBAB = /^\.?[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9-]+)*$/;

const dateien = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((p) => CODE.test(p));
const falsch = dateien.filter((pfad) => {
  const name = pfad.slice(pfad.lastIndexOf('/') + 1);
  return !AUSNAHMEN.test(name) && !KEBAB.test(name);
});
if (falsch.length > 0) {
  console.error(
    `Dateinamen nicht in kebab-case (${falsch.length}):\n${falsch.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`Dateinamen: ${dateien.length} Dateien in kebab-case.`);
