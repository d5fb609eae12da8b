// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDrawer, openDrawer } from '../drawers/drawerAtoms';
import { confirm } from '../dialog/confirmState';
import { closeAllOverlays } from '../overlays';
import { installScrollLock } from './scrollLock';

const html = document.documentElement;
let uninstall: (() => void) | undefined;
afterEach(() => uninstall?.());

describe('scroll lock', () => {
  it('stays locked until the last of several open drawers closes', () => {
    const store = createStore();
    uninstall = installScrollLock(store);
    expect(html.style.overflow).toBe('');

    openDrawer('menu', store);
    openDrawer('cart', store);
    openDrawer('brands', store);
    expect(html.style.overflow).toBe('hidden');

    closeDrawer('cart', store);
    closeDrawer('menu', store);
    expect(html.style.overflow).toBe('hidden');

    closeDrawer('brands', store);
    expect(html.style.overflow).toBe('');
  });

  it('locks for the confirm dialog and unlocks when all overlays close at once', async () => {
    const store = createStore();
    uninstall = installScrollLock(store);
    openDrawer('login', store);
    const answer = confirm({ title: 'Sure?' }, store);
    expect(html.style.overflow).toBe('hidden');

    closeAllOverlays(store);
    expect(html.style.overflow).toBe('');
    await expect(answer).resolves.toBe(false);
  });

  it('gives back the overflow the page had before', () => {
    html.style.overflow = 'scroll';
    const store = createStore();
    uninstall = installScrollLock(store);
    openDrawer('cookies', store);
    expect(html.style.overflow).toBe('hidden');
    closeDrawer('cookies', store);
    expect(html.style.overflow).toBe('scroll');
    uninstall();
    uninstall = undefined;
    html.style.overflow = '';
  });
});
