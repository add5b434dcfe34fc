import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { act, screen } from '@testing-library/react';
import { de } from 'date-fns/locale/de';
import { fr } from 'date-fns/locale/fr';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../lib/i18n/i18n';
import { renderWithProviders } from '../test/render-app';

/** A select of countries and a month picker, as the invoice data and invoice pages have them. */
function Fields({ dateLocale }: { dateLocale: typeof de }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateLocale}>
      <Autocomplete options={['AT', 'DE']} renderInput={(params) => <TextField {...params} label="Land" />} />
      <DatePicker label="Monat" views={['year', 'month']} format="MMMM yyyy" value={null} />
    </LocalizationProvider>
  );
}

describe("MUI's own texts", () => {
  afterEach(() => applyLanguage('en'));

  it('are German in German: the select opens with "Öffnen", the month field reads "Monat JJJJ"', async () => {
    await act(() => applyLanguage('de'));
    renderWithProviders(<Fields dateLocale={de} />);
    expect(await screen.findByRole('button', { name: 'Öffnen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Monat' }).textContent).toContain('Monat JJJJ');
    expect(screen.getByRole('button', { name: /^Datum auswählen/ })).toBeTruthy();
  });

  it('are French in French', async () => {
    await act(() => applyLanguage('fr'));
    renderWithProviders(<Fields dateLocale={fr} />);
    expect(await screen.findByRole('button', { name: 'Ouvrir' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Monat' }).textContent).toContain('Mois AAAA');
  });

  it('name the month in English too, instead of MUI\'s "MMMM"', () => {
    renderWithProviders(<Fields dateLocale={de} />);
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Monat' }).textContent).toContain('Month YYYY');
  });
});
