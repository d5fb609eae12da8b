import { describe, expect, it } from 'vitest';
import { classifyReferrer } from './referrer';

describe('classifyReferrer', () => {
  it('names the three known sources whatever their country domain or sub-domain', () => {
    expect(classifyReferrer('https://www.google.it/')).toBe('google');
    expect(classifyReferrer('https://www.google.com/search?q=bici')).toBe('google');
    expect(classifyReferrer('https://l.facebook.com/l.php?u=x')).toBe('facebook');
    expect(classifyReferrer('https://m.facebook.com/')).toBe('facebook');
    expect(classifyReferrer('https://fb.me/abc')).toBe('facebook');
    expect(classifyReferrer('https://l.instagram.com/?u=x')).toBe('instagram');
  });
  it('keeps any other referrer as it came', () => {
    expect(classifyReferrer('https://www.bikeradar.com/news')).toBe('https://www.bikeradar.com/news');
    expect(classifyReferrer('https://notgoogle.example/')).toBe('https://notgoogle.example/');
    expect(classifyReferrer('android-app://com.slack')).toBe('android-app://com.slack');
  });
  it('gives an empty string for a direct visit', () => {
    expect(classifyReferrer('')).toBe('');
  });
});
