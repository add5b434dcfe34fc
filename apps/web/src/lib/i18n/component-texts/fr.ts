import { frFR as core } from '@mui/material/locale';
import { frFR as pickers } from '@mui/x-date-pickers/locales';

export const componentTexts: readonly object[] = [core, pickers];
