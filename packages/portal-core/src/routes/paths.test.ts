import { describe, expect, it } from 'vitest';

import { appPath, href, safeReturnPath } from './paths.ts';

describe('appPath: the path inside the app, without the brand’s baseUrlRouting', () => {
  it.each([
    ['/vertrag/3000101/detail', '/', '/vertrag/3000101/detail'],
    ['/kundenportal/vertrag/3000101/detail', '/kundenportal/', '/vertrag/3000101/detail'],
    ['/kundenportal/vertrag/3000101/detail', '/kundenportal', '/vertrag/3000101/detail'],
    ['/kundenportal/', '/kundenportal/', '/'],
    ['/kundenportal', '/kundenportal/', '/'],
    ['/a/b/vertraege', '/a/b/', '/vertraege'],
    // Only whole segments: /kundenportal2 is not below /kundenportal.
    ['/kundenportal2/vertraege', '/kundenportal/', '/kundenportal2/vertraege'],
    ['/anderswo', '/kundenportal/', '/anderswo'],
  ])('%s under %s → %s', (pathname, basename, expected) => {
    expect(appPath(pathname, basename)).toBe(expected);
  });

  it('turns what href() builds back into itself under any basename', () => {
    const pfad = href('vertragDetail', { id: '3000101' });
    expect(appPath(`/kundenportal${pfad}`, '/kundenportal/')).toBe(pfad);
  });
});

describe('safeReturnPath: after sign-in only a path inside the portal, never another site', () => {
  it.each([
    ['/vertrag/3000101/detail', '/vertrag/3000101/detail'],
    ['/', '/'],
    ['//boese.example/anmelden', null],
    ['/\\boese.example', null],
    ['https://boese.example/', null],
    ['javascript:alert(1)', null],
    ['vertraege', null],
    ['', null],
    [null, null],
  ])('%j → %j', (weiter, erwartet) => {
    expect(safeReturnPath(weiter)).toBe(erwartet);
  });
});
