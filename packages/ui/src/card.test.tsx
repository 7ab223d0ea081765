import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from './button';
import { Card } from './card';
import type { CardTone } from './card';
import { axeViolations } from './test/axe';

const colourOf = (token: string) => {
  const probe = document.createElement('div');
  probe.style.color = `var(${token})`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
};

describe('Card', () => {
  it('is an article named by its heading at the given level', async () => {
    const screen = await render(
      <Card
        heading="Vertrag 3000101"
        headingLevel={3}
        statusLabel="aktiv"
        tone="active"
        actions={<Button>Vertragsdetails</Button>}
      >
        <p>Strom</p>
      </Card>,
    );
    await expect.element(screen.getByRole('article', { name: 'Vertrag 3000101' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Vertrag 3000101' })).toBeVisible();
    await expect.element(screen.getByText('aktiv')).toBeVisible();
  });

  it.each([
    ['active', '--color-success'],
    ['inactive', '--color-muted'],
    ['ordered', '--color-info'],
    ['terminated', '--color-danger'],
    ['default', '--color-border'],
  ] as [CardTone, string][])('tone %s colours the left edge with %s', async (tone, token) => {
    const screen = await render(<Card heading="Vertrag" tone={tone} />);
    const card = screen.getByRole('article').element();
    expect(card.getAttribute('data-tone')).toBe(tone);
    expect(getComputedStyle(card).borderLeftColor).toBe(colourOf(token));
  });

  it('without heading is a plain block', async () => {
    const screen = await render(<Card>Inhalt</Card>);
    await expect.element(screen.getByRole('article')).not.toBeInTheDocument();
    await expect.element(screen.getByText('Inhalt')).toBeVisible();
  });

  it('has no axe violations in every tone', async () => {
    const tones: CardTone[] = ['default', 'active', 'inactive', 'ordered', 'terminated'];
    const screen = await render(
      <div className="flex flex-col gap-2 bg-background p-4">
        {tones.map((tone) => (
          <Card key={tone} heading={`Vertrag ${tone}`} tone={tone} statusLabel={tone}>
            <p className="text-muted">Lieferbeginn 01.01.2026</p>
          </Card>
        ))}
      </div>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});
