import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { academyGuidePath } from '@portal/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACADEMY_GUIDES,
  ACADEMY_OUTPUT,
  ACADEMY_SOURCES,
  printAcademyGuide,
} from '../../src/academy/academy-guides';
import { parseGuide } from '../../src/academy/guide-markup';
import { loadConfig } from '../../src/config';
import { registerWebApp } from '../../src/platform/web-app';
import { pdfPageCountOf, pdfTextOf } from '../invoices/pdf-text';

/** The title, chapter and section headings a guide's source gives. */
const headingsOf = (name: string) =>
  parseGuide(readFileSync(path.join(ACADEMY_SOURCES, `${name}.md`), 'utf8')).flatMap((block) =>
    block.kind === 'title' || block.kind === 'chapter' || block.kind === 'section' ? [block.text] : [],
  );

describe('the Tools Academy guides', () => {
  it('are committed as their sources print them (npm run academy)', async () => {
    for (const guide of ACADEMY_GUIDES) {
      const committed = readFileSync(path.join(ACADEMY_OUTPUT, `${guide.name}.pdf`));
      expect(Buffer.compare(await printAcademyGuide(guide), committed), guide.name).toBe(0);
    }
  });

  describe('as the web app serves them', () => {
    let app: FastifyInstance;
    let dist: string;

    beforeAll(async () => {
      // A web build as Vite leaves it: index.html, and public/ copied as it is.
      dist = mkdtempSync(path.join(tmpdir(), 'academy-dist-'));
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
      cpSync(ACADEMY_OUTPUT, path.join(dist, 'academy'), { recursive: true });
      app = Fastify();
      await registerWebApp(app, loadConfig({ NODE_ENV: 'test' }), dist);
    });

    afterAll(async () => {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    });

    const served = async (language: 'en' | 'de' | 'fr') => {
      const response = await app.inject({ method: 'GET', url: academyGuidePath('tools', language) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      return response.rawPayload;
    };

    for (const [language, source] of [
      ['en', 'tools-en'],
      ['de', 'tools-de'],
    ] as const) {
      it(`gives ${language} readers several pages with the guide's headings in ${language}`, async () => {
        const pdf = await served(language);
        expect(await pdfPageCountOf(pdf)).toBeGreaterThanOrEqual(4);
        const text = (await pdfTextOf(pdf)).replace(/\s+/g, ' ');
        const headings = headingsOf(source);
        expect(headings.length).toBeGreaterThan(10);
        for (const heading of headings) expect(text, heading).toContain(heading);
        if (language === 'de') expect(text).not.toContain('Embedding on a website');
      });
    }

    it('gives French readers the English guide', async () => {
      const french = await served('fr');
      expect(Buffer.compare(french, await served('en'))).toBe(0);
      expect(await pdfTextOf(french)).toContain('Embedding on a website');
    });
  });
});
