import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** A German compound ("Nutzungsbedingungen") is wider than a phone's heading line: it breaks. */
const longWordsBreak = { overflowWrap: 'break-word', hyphens: 'auto' } as const;

/**
 * Light and dark schemes as CSS variables, switched by a class on <html> so every screen follows
 * the toggle. Colours keep text contrast at 4.5:1 or more in both schemes.
 */
const themeOptions: ThemeOptions = {
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1565c0' },
        secondary: { main: '#6a1b9a' },
        // Darker than MUI's defaults so coloured text (chips, warnings) keeps 4.5:1 on white.
        info: { main: '#0277bd' },
        warning: { main: '#b45309' },
        background: { default: '#f4f6fa', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#90caf9' },
        secondary: { main: '#ce93d8' },
        // Filled success alerts (snackbars) use `dark`: MUI's #388e3c gives white text only 4.1:1.
        success: { main: '#66bb6a', dark: '#2e7d32' },
        // Red stays light enough to read as text on the dark paper; filled red (a contained delete
        // button) then needs dark text: white on #f44336 is only 3.7:1.
        error: { main: '#f44336', contrastText: 'rgba(0, 0, 0, 0.87)' },
        background: { default: '#0f1318', paper: '#171c23' },
      },
    },
  },
  shape: { borderRadius: 8 },
  typography: {
    h4: { fontSize: '1.75rem', fontWeight: 600, ...longWordsBreak },
    h5: longWordsBreak,
    h6: longWordsBreak,
  },
};

/** The portal's theme with MUI's component texts in the UI language (`component-texts/`). */
export function createPortalTheme(texts: readonly object[]) {
  return createTheme(themeOptions, ...texts);
}
