import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import * as icons from './icons';
import { axeViolations } from './test/axe';

const all = Object.entries<(typeof icons)['EditIcon']>(icons).filter(([name]) => name.endsWith('Icon'));

describe('Icons', () => {
  it('offers the full set', () => {
    expect(all.map(([name]) => name).sort()).toEqual(
      [
        'CalendarIcon',
        'CheckIcon',
        'ChevronLeftIcon',
        'ChevronRightIcon',
        'CloseIcon',
        'DoubleChevronLeftIcon',
        'DoubleChevronRightIcon',
        'DownloadIcon',
        'EditIcon',
        'EyeIcon',
        'EyeOffIcon',
        'HomeIcon',
        'InfoIcon',
        'LogoutIcon',
        'ReloadIcon',
        'TrashIcon',
        'WarningIcon',
      ].sort(),
    );
  });

  it.each(all)(
    '%s is hidden from assistive technology by default and drawn in currentColor',
    async (_name, Icon) => {
      const screen = await render(<Icon />);
      const svg = screen.container.querySelector('svg')!;
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('stroke')).toBe('currentColor');
      expect(svg.getBoundingClientRect().width).toBe(20);
    },
  );

  it('gets a name when given a title', async () => {
    const screen = await render(<icons.DownloadIcon title="Herunterladen" />);
    await expect.element(screen.getByRole('img', { name: 'Herunterladen' })).toBeVisible();
    expect(await axeViolations(screen.container)).toBe('');
  });
});
