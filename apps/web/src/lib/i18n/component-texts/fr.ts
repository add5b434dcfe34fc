import { frFR as core } from '@mui/material/locale';
import { frFR as pickers } from '@mui/x-date-pickers/locales';
import type { ComponentTexts } from './component-texts';

export const componentTexts: ComponentTexts = [core, pickers];
