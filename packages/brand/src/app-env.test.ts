import { describe, expect, it } from 'vitest';
import { appEnv } from './app-env.ts';

const unset = { VITE_EKP_API_BASE_URL: undefined, VITE_EKP_FEIERTAGE_URL: undefined };

describe('appEnv', () => {
  it('falls back to /api and the portal default when the build sets nothing', () => {
    expect(appEnv(unset)).toEqual({ apiBaseUrl: '/api', feiertageUrl: undefined });
    expect(appEnv({ VITE_EKP_API_BASE_URL: '', VITE_EKP_FEIERTAGE_URL: '' })).toEqual(appEnv(unset));
  });

  it.each([
    ['/api', '/api'],
    ['/kundenportal/api/', '/kundenportal/api'],
    ['https://api.versorger.de/kundenportal/api', 'https://api.versorger.de/kundenportal/api'],
    ['http://localhost:4010/', 'http://localhost:4010'],
  ])('takes %s as %s', (raw, expected) => {
    expect(appEnv({ ...unset, VITE_EKP_API_BASE_URL: raw }).apiBaseUrl).toBe(expected);
    expect(appEnv({ ...unset, VITE_EKP_FEIERTAGE_URL: raw }).feiertageUrl).toBe(expected);
  });

  it.each(['api', '//cdn.example', 'ftp://x', 'https://mit leerzeichen', 42])(
    'refuses %o, naming the variable',
    (raw) => {
      expect(() => appEnv({ ...unset, VITE_EKP_API_BASE_URL: raw })).toThrow(
        /^VITE_EKP_API_BASE_URL: Pfad wie \/api/,
      );
      expect(() => appEnv({ ...unset, VITE_EKP_FEIERTAGE_URL: raw })).toThrow(/^VITE_EKP_FEIERTAGE_URL: /);
    },
  );
});
