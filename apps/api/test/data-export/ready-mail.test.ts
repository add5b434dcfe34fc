import { LANGUAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { downloadPageUrl } from '../../src/modules/data-export/build-data-export';
import { renderMail } from '../../src/platform/mail/render-mail';
import { SECRET_LINK_TEMPLATES } from '../../src/platform/mail/send-mail';

const downloadUrl = downloadPageUrl('https://portal.test', 42, 'T0k-en_1');

describe('the "your data is ready" mail', () => {
  it('links to the account page with the token and the export', () => {
    expect(downloadUrl).toBe('https://portal.test/settings/account?token=T0k-en_1&export=42');
    // Its token is sealed in the outbox like a password reset's (decision 0026).
    expect(SECRET_LINK_TEMPLATES.has('data-export-ready')).toBe(true);
  });

  it.each(LANGUAGES)('says until when and how large, in %s', (language) => {
    const mail = renderMail({
      to: 'a@b.test',
      template: 'data-export-ready',
      language,
      data: { name: 'Ana', downloadUrl, validUntil: '2. Dezember 2026, 10:00 MEZ', size: '1,2 MB' },
    });
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain('href="https://portal.test/settings/account?token=T0k-en_1&#38;export=42"');
    expect(mail.text).toContain(downloadUrl);
    expect(mail.text).toContain('2. Dezember 2026, 10:00 MEZ');
    expect(mail.text).toContain('1,2 MB');
    expect(mail.subject).toBe(
      {
        en: 'Your Account Portal data is ready to download',
        de: 'Ihre Daten aus Account Portal stehen zum Download bereit',
        fr: 'Vos données Account Portal sont prêtes à être téléchargées',
      }[language],
    );
  });
});
