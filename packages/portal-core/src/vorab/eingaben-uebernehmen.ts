/**
 * What a customer did on a prerendered page before its scripts arrived, handed to the hydrated portal. React
 * hydrates fields with the values it rendered (empty) and keeps typed or autofilled text in the field only, so the
 * form would send nothing: each changed field reports its value as a change event, exactly as typing would (first
 * through the property React watches, so React sees a difference, then the real value through the element's own
 * setter). A form sent meanwhile (held back and marked by vorab-start.js) is sent now, through the portal.
 */
export function eingabenUebernehmen(container: HTMLElement): void {
  feldwerteMelden(container);
  vorabStarterFreigeben();
  // Sent right after the change events: fine for the react-hook-form forms, which read their own store. A form whose
  // submit depends on rendered state cannot be held here: it renders its button disabled until filled in.
  for (const formular of container.querySelectorAll<HTMLFormElement>('form[data-vorab-abgeschickt]')) {
    delete formular.dataset.vorabAbgeschickt;
    formular.requestSubmit();
  }
}

/** Tells vorab-start.js that the portal runs, so it stops holding back form submits. */
export function vorabStarterFreigeben(): void {
  document.dispatchEvent(new Event('ekp-uebernommen'));
}

function feldwerteMelden(container: HTMLElement): void {
  for (const feld of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (feld instanceof HTMLInputElement && (feld.type === 'checkbox' || feld.type === 'radio')) {
      if (feld.checked === feld.defaultChecked) continue;
      const checked = feld.checked;
      feld.checked = !checked;
      mitEigenemSetter(feld, 'checked', checked);
      // React reads a box's change from the click event; a plain Event does not toggle the box again.
      feld.dispatchEvent(new Event('click', { bubbles: true }));
    } else {
      if (feld.value === feld.defaultValue) continue;
      const value = feld.value;
      feld.value = feld.defaultValue;
      mitEigenemSetter(feld, 'value', value);
      feld.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/** Sets the property through the element class's own setter, past the one React puts on the element. */
function mitEigenemSetter(feld: HTMLElement, eigenschaft: 'value' | 'checked', wert: string | boolean): void {
  Reflect.set(Object.getPrototypeOf(feld) as object, eigenschaft, wert, feld);
}
