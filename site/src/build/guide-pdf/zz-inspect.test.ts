import fs from 'fs';
import path from 'path';
import { LOCALE_CODES } from '@app/routing';
import { extractPdfText } from '../../../test/pdf-text';
import { guideFromNode } from './map';
import { renderGuidePdf } from './render';
jest.setTimeout(120_000);
const fixture = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../cms/fixtures/guide.json'), 'utf8'));
it('dumps', async () => {
  for (const locale of LOCALE_CODES) {
    const pdf = await renderGuidePdf(guideFromNode({ ...fixture[locale], updatedAt: '2026-11-20T09:00:00.000Z' }, locale), { companyName: 'Kastell Labs', siteUrl: 'http://localhost:9000', publicUrl: 'https://www.kastell-labs.example', locale });
    fs.writeFileSync(`/tmp/cl/guide-${locale}.pdf`, pdf);
    const t = await extractPdfText(pdf);
    fs.writeFileSync(`/tmp/cl/guide-${locale}.json`, JSON.stringify(t.lines, null, 1));
  }
});
