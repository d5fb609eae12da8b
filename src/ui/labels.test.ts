import { describe, expect, it } from 'vitest';
import { labelTextColor, visibleLabels } from './labels';

const evidenza = { slug: 'evidenza', name: 'Evidenza', color: '#d7ff3a', hiddenOnCards: true };
const nuovo = { slug: 'nuovo', name: 'Nuovo', color: '#0a1020', hiddenOnCards: false };

describe('visibleLabels', () => {
  it("hides 'Evidenza' on cards", () => {
    expect(visibleLabels([evidenza, nuovo], true)).toEqual([nuovo]);
  });
  it('keeps every label elsewhere', () => {
    expect(visibleLabels([evidenza, nuovo], false)).toEqual([evidenza, nuovo]);
  });
});

describe('labelTextColor', () => {
  it('puts dark text on light colours and white on dark ones', () => {
    expect(labelTextColor('#d7ff3a')).toBe('var(--c-ink)');
    expect(labelTextColor('#0a1020')).toBe('#ffffff');
    expect(labelTextColor('#1e40af')).toBe('#ffffff');
  });
  it('puts ink on mid-bright colours such as orange, where white would fail contrast', () => {
    expect(labelTextColor('#ef6c00')).toBe('var(--c-ink)');
    expect(labelTextColor('#e07a5f')).toBe('var(--c-ink)');
  });
  it('falls back to ink for colours it cannot read', () => {
    expect(labelTextColor('red')).toBe('var(--c-ink)');
  });
});
