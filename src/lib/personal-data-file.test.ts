import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersonalData } from '../../contract/personal-data';
import { personalDataFileName, personalDataFileText, savePersonalDataFile } from './personal-data-file';

const data = {
  format: 1, exportedAt: '2026-11-29T05:00:00.000Z', shop: 'Raggio',
  profile: { id: 42, email: 'giulia@example.it', name: { first: 'Giulia', last: 'Bianchi' }, birth: { day: 14, month: 5, year: 1990 }, phone: null, lang: 'it', createdAt: '2026-01-01T00:00:00.000Z' },
  addresses: [], orders: [], wishes: [], newsletter: null,
  consents: { newsletter: null, analytics: 'kept-in-the-browser-only' },
  supportMessages: [], savedCards: [], dataRequests: [], sessions: { active: 1, total: 1 },
} satisfies PersonalData;

afterEach(() => { vi.restoreAllMocks(); });

describe('the copy of one\'s data as a file (decision 236)', () => {
  it('is named as the server names it, and is the export indented', () => {
    expect(personalDataFileName(data)).toBe('raggio-dati-personali-42-2026-11-29.json');
    expect(JSON.parse(personalDataFileText(data))).toEqual(data);
    expect(personalDataFileText(data)).toContain('\n  "profile": {');
  });

  it('is saved through a link with the file name, which leaves the page after the click', () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:raggio/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(this); });
    savePersonalDataFile(data);
    expect(created).toHaveBeenCalledOnce();
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('raggio-dati-personali-42-2026-11-29.json');
    expect(clicked[0]!.href).toBe('blob:raggio/1');
    expect(clicked[0]!.isConnected).toBe(false);
  });
});
