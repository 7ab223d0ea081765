import { describe, expect, it } from 'vitest';

import { anzeigename, normalizeAnrede } from './anzeigename';
import { tabellentest } from '../test/tabelle';

describe('normalizeAnrede', () => {
  tabellentest('normalizeAnrede', normalizeAnrede, [
    ['KeineAnrede', 'KeineAnrede'],
    ['keine Anrede', 'KeineAnrede'],
    [' Keine Anrede ', 'KeineAnrede'],
    ['Firma', 'Firma'],
    ['Herr', 'Herr'],
    ['Frau', 'Frau'],
    ['Familie', 'Familie'],
    ['herr', undefined],
    ['Divers', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ]);
});

describe('anzeigename', () => {
  it.each([
    {
      fall: 'Herr with title',
      person: { anrede: 'Herr', titel: 'Dr.', vorname: 'Max', nachname: 'Mustermann', firma: '' },
      name: 'Dr. Max Mustermann',
    },
    {
      fall: 'Frau without title',
      person: { anrede: 'Frau', titel: '', vorname: 'Erika', nachname: 'Mustermann' },
      name: 'Erika Mustermann',
    },
    {
      fall: 'Firma shows the company',
      person: { anrede: 'Firma', vorname: 'Max', nachname: 'Muster', firma: 'Beispiel Energiehandel GmbH' },
      name: 'Beispiel Energiehandel GmbH',
    },
    {
      fall: 'company ignored for persons',
      person: { anrede: 'Herr', vorname: 'Max', nachname: 'Muster', firma: 'Muster GmbH' },
      name: 'Max Muster',
    },
    {
      fall: 'Firma without company falls back to the names',
      person: { anrede: 'Firma', vorname: 'Max', nachname: 'Muster', firma: '  ' },
      name: 'Max Muster',
    },
    {
      fall: 'blanks and missing parts are skipped',
      person: { anrede: 'Familie', titel: '  ', vorname: null, nachname: ' Müller  Lüdenscheidt ' },
      name: 'Müller Lüdenscheidt',
    },
    {
      fall: 'legacy keine Anrede',
      person: { anrede: 'keine Anrede', vorname: 'Kim', nachname: 'Doe' },
      name: 'Kim Doe',
    },
    { fall: 'nothing known', person: {}, name: '' },
  ])('$fall', ({ person, name }) => {
    expect(anzeigename(person)).toBe(name);
  });
});
