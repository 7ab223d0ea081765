import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { IconButton } from './icon-button';
import { EditIcon } from './icons';
import { Section } from './section';
import { axeViolations } from './test/axe';

describe('Section', () => {
  it('is a region named by its h2, with an action next to the heading', async () => {
    const screen = await render(
      <Section
        title="Anschlussnutzer"
        actions={<IconButton aria-label="Kontaktdaten bearbeiten" icon={<EditIcon />} />}
      >
        <p>Max Mustermann</p>
      </Section>,
    );
    await expect.element(screen.getByRole('region', { name: 'Anschlussnutzer' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Anschlussnutzer' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Kontaktdaten bearbeiten' })).toBeVisible();
  });

  it('takes another heading level', async () => {
    const screen = await render(<Section title="Zukünftige Tarife" headingLevel={3} />);
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Zukünftige Tarife' })).toBeVisible();
  });

  it('has no axe violations', async () => {
    const screen = await render(
      <main className="bg-background p-4">
        <h1>Datenübersicht</h1>
        <Section title="Aktuelle Bankverbindung">
          <p>DE02 1203 0000 0000 2020 51</p>
        </Section>
      </main>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});
