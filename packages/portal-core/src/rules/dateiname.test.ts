import { describe, expect, it } from 'vitest';

import { bereinigeDateiname, dateinameAusContentDisposition } from './dateiname';
import { tabellentest } from '../test/tabelle';

describe('dateinameAusContentDisposition', () => {
  it.each([
    { fall: 'quoted', header: 'attachment; filename="Rechnung_2026-10.pdf"', name: 'Rechnung_2026-10.pdf' },
    { fall: 'token', header: 'attachment; filename=Rechnung.pdf', name: 'Rechnung.pdf' },
    { fall: 'upper case parameter', header: 'Attachment; FILENAME="Abschlag.pdf"', name: 'Abschlag.pdf' },
    {
      fall: 'filename* wins over the ASCII fallback',
      header: `attachment; filename="Kuendigungsbestaetigung.pdf"; filename*=UTF-8''K%C3%BCndigungsbest%C3%A4tigung.pdf`,
      name: 'Kündigungsbestätigung.pdf',
    },
    {
      fall: 'filename* before filename',
      header: `attachment; filename*=utf-8''Preis%C3%A4nderung.pdf; filename="Preisaenderung.pdf"`,
      name: 'Preisänderung.pdf',
    },
    { fall: 'escaped quote', header: 'attachment; filename="Brief \\"A\\".pdf"', name: 'Brief "A".pdf' },
    { fall: 'semicolon inside quotes', header: 'attachment; filename="a;b.pdf"', name: 'a;b.pdf' },
    { fall: 'path parts are dropped', header: 'attachment; filename="../../etc/passwd"', name: 'passwd' },
    { fall: 'Windows path', header: 'attachment; filename="C:\\\\temp\\\\x.pdf"', name: 'x.pdf' },
    {
      fall: 'unknown charset of filename* falls back',
      header: `attachment; filename*=ISO-8859-1''x%E4.pdf; filename="xa.pdf"`,
      name: 'xa.pdf',
    },
    {
      fall: 'broken percent-encoding falls back',
      header: `attachment; filename*=UTF-8''%E0%A4%A; filename="ok.pdf"`,
      name: 'ok.pdf',
    },
    { fall: 'no file name', header: 'attachment', name: undefined },
    { fall: 'empty file name', header: 'attachment; filename=""', name: undefined },
    { fall: 'only dots', header: 'attachment; filename=".."', name: undefined },
    { fall: 'no header', header: null, name: undefined },
  ])('$fall', ({ header, name }) => {
    expect(dateinameAusContentDisposition(header)).toBe(name);
  });
});

describe('bereinigeDateiname', () => {
  tabellentest('bereinigeDateiname', bereinigeDateiname, [
    ['Rechnung.pdf', 'Rechnung.pdf'],
    ['  Rechnung.pdf  ', 'Rechnung.pdf'],
    ['a/b/c.pdf', 'c.pdf'],
    ['zeile\numbruch.pdf', 'zeileumbruch.pdf'],
    ['ordner/', undefined],
    ['.', undefined],
  ]);
});
