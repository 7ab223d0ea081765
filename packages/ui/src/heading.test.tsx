import { useEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { buttonClassName } from './button';
import { Heading, PageHeader } from './heading';
import { axeViolations } from './test/axe';

function FocusedHeader() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <PageHeader title="Ablesung erfassen" headingRef={ref} />;
}

describe('Heading', () => {
  it('renders the given level, optionally styled as another', async () => {
    const screen = await render(
      <>
        <Heading level={2}>Aktueller Tarif</Heading>
        <Heading level={3} visualLevel={1}>
          Groß
        </Heading>
      </>,
    );
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Aktueller Tarif' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Groß' })).toHaveClass('text-2xl');
  });
});

describe('PageHeader', () => {
  it('has one h1 and slots for a back action and page actions', async () => {
    const screen = await render(
      <PageHeader
        title="Verbräuche für Vertrag 3000101"
        back={
          <a href="#zurueck" className={buttonClassName('link')}>
            Zurück
          </a>
        }
        actions={<button type="button">CSV herunterladen</button>}
        description="Strom"
      />,
    );
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Verbräuche für Vertrag 3000101' }))
      .toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Zurück' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'CSV herunterladen' })).toBeVisible();
    await expect.element(screen.getByText('Strom')).toBeVisible();
  });

  it('lets the caller focus the h1 after navigation', async () => {
    const screen = await render(<FocusedHeader />);
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const screen = await render(
      <main className="bg-background p-4">
        <PageHeader title="Dokumente" description="Alle Dokumente zu Ihren Verträgen" />
      </main>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});
