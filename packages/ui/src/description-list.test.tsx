import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { DescriptionList } from './description-list';
import { axeViolations } from './test/axe';

const items = [
  { term: 'Vertragsnummer', description: '3000101' },
  { term: 'Lieferbeginn', description: '01.01.2024' },
  { term: 'Sparte', description: 'Strom' },
];

describe('DescriptionList', () => {
  it('pairs each term with its value in a dl', async () => {
    const screen = await render(<DescriptionList items={items} />);
    const terms = screen.getByRole('term').elements();
    const definitions = screen.getByRole('definition').elements();
    expect(terms.map((t) => t.textContent)).toEqual(['Vertragsnummer', 'Lieferbeginn', 'Sparte']);
    expect(definitions.map((d) => d.textContent)).toEqual(['3000101', '01.01.2024', 'Strom']);
    expect(screen.container.querySelector('dl > div > dt + dd')).not.toBeNull();
  });

  it('a missing value shows the empty text, never a blank next to its label', async () => {
    const screen = await render(
      <DescriptionList
        items={[
          { term: 'Titel', description: null },
          { term: 'Firma', description: '' },
          { term: 'Null', description: 0 },
        ]}
      />,
    );
    expect(
      screen
        .getByRole('definition')
        .elements()
        .map((d) => d.textContent),
    ).toEqual(['–', '–', '0']);
  });

  it('has no axe violations in both layouts', async () => {
    const screen = await render(
      <div className="bg-background p-4">
        <DescriptionList items={items} />
        <DescriptionList items={items} layout="stacked" />
      </div>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});
