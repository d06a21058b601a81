// The desktop window saves only an export it made itself (a blob: of our origin, from our page,
// a .vcf or .csv), in the save dialog; every other download stays refused.
import { describe, expect, it } from 'vitest';
import { decideDownload, exportOutcome } from '../../../main/electron/download-guard';

const page = 'app://rolodeck/index.html';
const blob = 'blob:app://rolodeck/6f1c7c1e-4b8e-4a8a-9a57-0d4c3d1b2a10';

describe('downloads', () => {
  it('asks where to save an export the app made, suggesting its name', () => {
    expect(decideDownload({ url: blob, fromUrl: page, fileName: 'Rolodeck contacts 2026-11-24.vcf' })).toEqual({
      action: 'ask-where',
      fileName: 'Rolodeck contacts 2026-11-24.vcf',
      filters: [{ name: 'vCard files', extensions: ['vcf'] }],
    });
    expect(decideDownload({ url: blob, fromUrl: page, fileName: 'Rolodeck contacts matching acme 2026-11-24.csv' })).toMatchObject({
      action: 'ask-where',
      filters: [{ name: 'CSV files', extensions: ['csv'] }],
    });
    // A folder in the name is no folder.
    expect(decideDownload({ url: blob, fromUrl: page, fileName: '../../.bashrc/x.csv' })).toMatchObject({ action: 'ask-where', fileName: 'bashrc x.csv' });
  });

  it.each([
    ['a file on the web', { url: 'https://example.com/x.vcf', fromUrl: page, fileName: 'x.vcf' }],
    ['a data: URL', { url: 'data:text/vcard,BEGIN:VCARD', fromUrl: page, fileName: 'x.vcf' }],
    ['a blob of another origin', { url: 'blob:https://evil.example/6f1c7c1e', fromUrl: page, fileName: 'x.vcf' }],
    ['a blob of a look-alike host', { url: 'blob:app://rolodeck.evil/6f1c7c1e', fromUrl: page, fileName: 'x.vcf' }],
    ['from a page that is not ours', { url: blob, fromUrl: 'https://evil.example/', fileName: 'x.vcf' }],
    ['from no page', { url: blob, fromUrl: undefined, fileName: 'x.vcf' }],
    ['a program', { url: blob, fromUrl: page, fileName: 'setup.exe' }],
    ['a file named only by its extension', { url: blob, fromUrl: page, fileName: 'x.vcf.desktop' }],
    ['no name', { url: blob, fromUrl: page, fileName: '' }],
  ])('refuses %s', (_what, request) => expect(decideDownload(request)).toEqual({ action: 'deny' }));
});

describe('how a save ended, for the page', () => {
  it('names the file as the user saved it, without its folder', () => {
    expect(exportOutcome('completed', '/home/ada/Desktop/clients.vcf', 'Rolodeck contacts 2026-11-24.vcf')).toEqual({ state: 'saved', fileName: 'clients.vcf' });
  });
  it('says a closed save dialog wrote nothing', () => {
    // A cancelled dialog leaves no save path: the suggested name stands in.
    expect(exportOutcome('cancelled', '', 'Rolodeck contacts 2026-11-24.vcf')).toEqual({ state: 'cancelled', fileName: 'Rolodeck contacts 2026-11-24.vcf' });
  });
  it('says a write that broke off failed', () => {
    expect(exportOutcome('interrupted', '/mnt/full/clients.csv', 'x.csv')).toEqual({ state: 'failed', fileName: 'clients.csv' });
  });
});
