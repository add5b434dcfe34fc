import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../lib/i18n/i18n';
import { renderWithProviders } from '../../test/render-app';
import { PickersProvider } from '../pickers-provider';
import { type HandedOverPicker, lazyPicker } from './lazy-picker';

interface DayPickerProps {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
}

const FORMAT = 'dd.MM.yyyy';

/** A picker as the portal's are: MUI's DatePicker wired to the hand-over. */
const DayPicker: HandedOverPicker<DayPickerProps> = ({ label, value, onChange, handoff }) => (
  <PickersProvider>
    <DatePicker
      label={label}
      format={FORMAT}
      value={value}
      onChange={onChange}
      slotProps={{
        field: { clearable: true, fieldRef: handoff.fieldRef },
        openPickerButton: { ref: handoff.openButtonRef },
      }}
    />
  </PickersProvider>
);

/** A picker kind whose download the test lets through (or fails) when it wants. */
function pickerKind() {
  let arrive: (picker: HandedOverPicker<DayPickerProps>) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<HandedOverPicker<DayPickerProps>>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  const LazyDayPicker = lazyPicker(load);
  function Field({ initial = null as Date | null, onChange = (_: Date | null) => {} }) {
    const [value, setValue] = useState<Date | null>(initial);
    const change = (next: Date | null) => {
      setValue(next);
      onChange(next);
    };
    return (
      <>
        <LazyDayPicker
          picker={{ label: 'Day', value, onChange: change }}
          look={{ label: 'Day', format: FORMAT, value, clearable: true, onClear: () => change(null) }}
        />
        <button type="button">Elsewhere</button>
      </>
    );
  }
  return {
    load,
    Field,
    arrive: () => act(async () => arrive(DayPicker)),
    fail: () => act(async () => fail(new Error('offline'))),
  };
}

const field = () => screen.getByRole('group', { name: 'Day' });
const section = (name: string) => within(field()).getByRole('spinbutton', { name });
/** Only the real picker's open button carries MUI's marker. */
const pickerArrived = () => field().parentElement?.querySelector('[data-mui-picker-open-button]') != null;

describe('a lazily loaded picker', () => {
  beforeEach(() => {
    // A desktop browser (a fine pointer): the field takes typing.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('pointer: fine'),
      media: query,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
  });
  afterEach(() => applyLanguage('en'));

  it('shows the field as the picker will, without loading the picker', () => {
    const kind = pickerKind();
    const view = renderWithProviders(<kind.Field initial={new Date(2026, 0, 9)} />);
    expect(field().textContent).toContain('09.01.2026');
    expect(section('Day').getAttribute('aria-valuenow')).toBe('9');
    expect(section('Month').getAttribute('aria-valuetext')).toBe('January');
    expect(section('Year').textContent).toBe('2026');
    expect(screen.getByRole('button', { name: 'Choose date, selected date is Jan 9, 2026' })).toBeTruthy();
    expect(view.container.querySelector('input')?.value).toBe('09.01.2026');
    expect(kind.load).not.toHaveBeenCalled();
    expect(pickerArrived()).toBe(false);
  });

  it('reads its parts in the UI language', async () => {
    await act(() => applyLanguage('de'));
    const kind = pickerKind();
    renderWithProviders(<kind.Field />);
    expect(within(field()).getByRole('spinbutton', { name: 'Tag' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Datum auswählen' })).toBeTruthy();
  });

  it('loads the picker when a part is clicked, and keeps the focus on that part', async () => {
    const kind = pickerKind();
    renderWithProviders(<kind.Field initial={new Date(2026, 0, 9)} />);
    await userEvent.click(section('Year'));
    expect(kind.load).toHaveBeenCalledTimes(1);
    await kind.arrive();
    await waitFor(() => expect(pickerArrived()).toBe(true));
    expect(document.activeElement).toBe(section('Year'));
    expect(field().textContent).toContain('09.01.2026');
  });

  it('starts at the first part when its label is clicked', async () => {
    const kind = pickerKind();
    renderWithProviders(<kind.Field initial={new Date(2026, 0, 9)} />);
    await userEvent.click(screen.getByText('Day', { selector: 'label' }));
    expect(document.activeElement).toBe(section('Day'));
    await kind.arrive();
    await waitFor(() => expect(pickerArrived()).toBe(true));
    expect(document.activeElement).toBe(section('Day'));
  });

  it('keeps what is typed while the picker loads, in order, and goes on taking keys', async () => {
    const onChange = vi.fn();
    const kind = pickerKind();
    renderWithProviders(<kind.Field onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(section('Day'));
    await user.keyboard('0302');
    expect(pickerArrived()).toBe(false);
    await kind.arrive();
    await waitFor(() => expect(pickerArrived()).toBe(true));
    expect(document.activeElement).toBe(section('Year'));
    await user.keyboard('2027');
    expect(field().textContent).toContain('03.02.2027');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2027, 1, 3));
  });

  it('opens by keyboard: Tab and ArrowDown load it and step the part the focus is on', async () => {
    const onChange = vi.fn();
    const kind = pickerKind();
    renderWithProviders(<kind.Field initial={new Date(2026, 0, 9)} onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(section('Day'));
    await user.keyboard('{ArrowDown}');
    await kind.arrive();
    await waitFor(() => expect(pickerArrived()).toBe(true));
    expect(document.activeElement).toBe(section('Day'));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 0, 8));
    expect(field().textContent).toContain('08.01.2026');
  });

  it('opens the calendar when its button is pressed with Enter before the picker is there', async () => {
    const kind = pickerKind();
    renderWithProviders(<kind.Field initial={new Date(2026, 0, 9)} />);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Choose date/ }));
    await user.keyboard('{Enter}');
    await kind.arrive();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: '9' }).getAttribute('aria-selected')).toBe('true');
  });

  it('gives the focus back to where the user went while it loaded, with what they typed', async () => {
    const onChange = vi.fn();
    const kind = pickerKind();
    renderWithProviders(<kind.Field onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(section('Day'));
    await user.keyboard('05062026');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await kind.arrive();
    await waitFor(() => expect(pickerArrived()).toBe(true));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 5, 5));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });

  it('clears without loading the picker', async () => {
    const onChange = vi.fn();
    const kind = pickerKind();
    renderWithProviders(<kind.Field initial={new Date(2026, 0, 9)} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(kind.load).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('tries the download again on the next touch when it failed', async () => {
    const kind = pickerKind();
    renderWithProviders(<kind.Field />);
    await userEvent.click(section('Day'));
    await kind.fail();
    expect(pickerArrived()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await userEvent.click(section('Month'));
    expect(kind.load).toHaveBeenCalledTimes(2);
    await kind.arrive();
    await waitFor(() => expect(pickerArrived()).toBe(true));
    expect(document.activeElement).toBe(section('Month'));
  });
});
