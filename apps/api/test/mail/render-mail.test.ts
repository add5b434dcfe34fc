import { LANGUAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../src/platform/mail/render-mail';

const resetUrl = 'https://portal.test/reset-password?token=t0k&email=a%40b.test';
const loginUrl = 'https://portal.test/login';

describe('mail templates', () => {
  it.each(LANGUAGES)('renders the password reset mail in %s', (language) => {
    const mail = renderMail({
      to: 'a@b.test',
      template: 'password-reset',
      language,
      data: { name: 'Ana', resetUrl },
    });
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain('href="https://portal.test/reset-password?token=t0k&#38;email=a%40b.test"');
    expect(mail.text).toContain(resetUrl);
    expect(mail.text).toContain('Ana');
  });

  it('speaks the language of the request', () => {
    const subjects = LANGUAGES.map(
      (language) =>
        renderMail({ to: 'a@b.test', template: 'welcome', language, data: { name: 'Ana', loginUrl } })
          .subject,
    );
    expect(subjects).toEqual([
      'Welcome to Account Portal',
      'Willkommen bei Account Portal',
      'Bienvenue sur Account Portal',
    ]);
    const reset = renderMail({
      to: 'a@b.test',
      template: 'password-reset',
      language: 'de',
      data: { name: 'Ana', resetUrl },
    });
    expect(reset.subject).toBe('Setzen Sie Ihr Passwort zurück');
    expect(reset.text).toContain('Hallo Ana,');
    expect(reset.text).toContain(`Passwort zurücksetzen: ${resetUrl}`);
  });

  it('escapes values in the HTML and keeps them as they are in the text', () => {
    const name = '<script>alert("x")</script> & Co';
    const mail = renderMail({
      to: 'a@b.test',
      template: 'welcome',
      language: 'en',
      data: { name, loginUrl },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hello &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co,');
    expect(mail.text).toContain(`Hello ${name},`);
  });

  it('greets without a name when none is known', () => {
    const mail = renderMail({
      to: 'a@b.test',
      template: 'welcome',
      language: 'fr',
      data: { name: ' ', loginUrl },
    });
    expect(mail.text.startsWith('Bonjour,\n')).toBe(true);
  });

  it.each(LANGUAGES)(
    'shows a billing mail’s facts as a table, escaped, and as lines of text in %s',
    (language) => {
      const mail = renderMail({
        to: 'a@b.test',
        template: 'licences-changed',
        language,
        data: {
          name: 'Ana',
          product: 'Tools <Enterprise>',
          licences: '1 → 3',
          amount: '€600.00',
          subscriptionsUrl: 'https://portal.test/subscriptions/my',
        },
      });
      expect(mail.subject).toContain('Tools <Enterprise>');
      expect(mail.html).toContain('Tools &#60;Enterprise&#62;');
      expect(mail.html).not.toContain('<Enterprise>');
      expect(mail.html).toContain(
        '<td style="padding:6px 0;font-size:15px;line-height:1.4;vertical-align:top;font-weight:bold">1 → 3</td>',
      );
      expect(mail.text).toMatch(/\n(Licences|Lizenzen): 1 → 3\n/);
      expect(mail.text).toContain('https://portal.test/subscriptions/my');
    },
  );
});
