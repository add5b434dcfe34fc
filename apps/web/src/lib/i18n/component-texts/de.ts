import { deDE as core } from '@mui/material/locale';
import { deDE as pickers } from '@mui/x-date-pickers/locales';

export const componentTexts: readonly object[] = [core, pickers];
