import type { Language } from '@portal/contract';
import { planContentDe } from './de';
import { planContentEn } from './en';
import { planContentFr } from './fr';
import type { PlanContent } from './plan-copy';

export type { PlanContent, PlanCopy } from './plan-copy';

const byLanguage: Record<Language, PlanContent> = { en: planContentEn, de: planContentDe, fr: planContentFr };

export const planContent = (language: Language): PlanContent => byLanguage[language];
