import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Alert, MessageBar } from './alert';
import { axeViolations } from './test/axe';

function Closable() {
  const [open, setOpen] = useState(true);
  return open ? (
    <MessageBar tone="success" onClose={() => setOpen(false)}>
      Das Passwort wurde erfolgreich geändert.
    </MessageBar>
  ) : (
    <p>zu</p>
  );
}

describe('Alert', () => {
  it.each([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'status'],
    ['danger', 'alert'],
  ] as const)('tone %s has role %s and shows its text with an icon', async (tone, role) => {
    const screen = await render(<Alert tone={tone}>Das Formular ist leer.</Alert>);
    const alert = screen.getByRole(role);
    await expect.element(alert).toHaveTextContent('Das Formular ist leer.');
    await expect.element(alert).toHaveAttribute('data-tone', tone);
    expect(alert.element().querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('lets the caller override the role for a static note', async () => {
    const screen = await render(
      <Alert tone="info" role="note">
        Rückwirkende Kündigungen sind nicht mehr möglich.
      </Alert>,
    );
    await expect.element(screen.getByRole('note')).toBeVisible();
  });

  it('shows a title', async () => {
    const screen = await render(<Alert title="Hinweis">Text</Alert>);
    await expect.element(screen.getByText('Hinweis')).toBeVisible();
  });

  it('has a close button only when closable, named Meldung schließen', async () => {
    const screen = await render(<Closable />);
    await screen.getByRole('button', { name: 'Meldung schließen' }).click();
    await expect.element(screen.getByText('zu')).toBeVisible();
    await expect.element(screen.getByRole('status')).not.toBeInTheDocument();
  });

  it('has no axe violations in any tone', async () => {
    const screen = await render(
      <div className="flex flex-col gap-2 bg-background p-4">
        <Alert tone="info" title="Info">
          Eine Information.
        </Alert>
        <Alert tone="success" onClose={() => undefined}>
          Gespeichert.
        </Alert>
        <Alert tone="warning">Achtung.</Alert>
        <Alert tone="danger">Ein technischer Fehler ist aufgetreten.</Alert>
        <MessageBar tone="danger" onClose={() => undefined}>
          Globale Meldung
        </MessageBar>
      </div>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});
