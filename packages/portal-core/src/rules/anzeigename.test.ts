import { describe, expect, it } from 'vitest';

import { anzeigename, normalizeAnrede } from './anzeigename';

describe('normalizeAnrede', () => {
  it.each([
    { wert: 'KeineAnrede', anrede: 'KeineAnrede' },
    { wert: 'keine Anrede', anrede: 'KeineAnrede' },
    { wert: ' Keine Anrede ', anrede: 'KeineAnrede' },
    { wert: 'Firma', anrede: 'Firma' },
    { wert: 'Herr', anrede: 'Herr' },
    { wert: 'Frau', anrede: 'Frau' },
    { wert: 'Familie', anrede: 'Familie' },
    { wert: 'herr', anrede: undefined },
    { wert: 'Divers', anrede: undefined },
    { wert: '', anrede: undefined },
    { wert: null, anrede: undefined },
    { wert: undefined, anrede: undefined },
  ])('$wert → $anrede', ({ wert, anrede }) => {
    expect(normalizeAnrede(wert)).toBe(anrede);
  });
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
