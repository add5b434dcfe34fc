import { deDE as core } from '@mui/material/locale';
import { deDE as pickers } from '@mui/x-date-pickers/locales';
import type { ComponentTexts } from './component-texts';

export const componentTexts: ComponentTexts = [core, pickers];
