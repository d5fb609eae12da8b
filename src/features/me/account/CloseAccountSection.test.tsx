// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { getDefaultStore } from 'jotai';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRoot } from '../../../lib/test-root';
import { answerConfirm, confirmAtom } from '../../../shell/dialog/confirmState';
import { CloseAccountSection } from './CloseAccountSection';

// Closing the account on /me (decision 236): the password, then the confirm dialog; only a yes
// sends it, and a wrong password is said under the form.
const view = testRoot();
let calls: { url: string; init: RequestInit | undefined }[];

function type(name: string, text: string) {
  const field = view.host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const submit = () => act(async () => {
  view.host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
});
const answer = (yes: boolean) => act(async () => {
  answerConfirm(yes);
  await new Promise((resolve) => setTimeout(resolve, 0));
});

beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify({ code: 'WRONG_PASSWORD', message: 'La password non è corretta', statusCode: 400 }), {
      status: 400, headers: { 'content-type': 'application/json' },
    }));
  });
  view.render(<I18nProvider i18n={i18n}><CloseAccountSection userId={7} /></I18nProvider>);
});
afterEach(() => {
  answerConfirm(false);
  vi.unstubAllGlobals();
});

describe('CloseAccountSection', () => {
  it('asks for confirmation first and sends nothing when it is declined', async () => {
    type('password', 'sella-carbonio-42');
    await submit();
    expect(getDefaultStore().get(confirmAtom)?.title).toBe("Chiudere l'account?");
    await answer(false);
    expect(calls).toEqual([]);
  });

  it('sends the password once confirmed, and says a wrong one under the form', async () => {
    type('password', 'not-it');
    await submit();
    await answer(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toContain('/v1/users/7/close');
    expect(calls[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ password: 'not-it' });
    expect(view.host.textContent).toContain('La password attuale non è corretta.');
  });
});
