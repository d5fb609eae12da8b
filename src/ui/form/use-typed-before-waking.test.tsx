// @vitest-environment happy-dom
import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useTypedBeforeWaking } from './use-typed-before-waking';

// A field outside the form kit (the newsletter's address, the search box) typed in before the app
// woke keeps what was typed (decision 229).

function Field({ seen }: { seen: string[] }) {
  const [email, setEmail] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeWaking(field, email, setEmail);
  seen.push(email);
  return <input ref={field} type="email" aria-label="E-mail" value={email} onChange={(event) => setEmail(event.target.value)} />;
}

async function hydrateTyped(typed: string): Promise<{ seen: string[]; value: string }> {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Field seen={[]} />);
  document.body.append(host);
  host.querySelector('input')!.value = typed;
  const seen: string[] = [];
  await act(async () => { hydrateRoot(host, <Field seen={seen} />); });
  const value = host.querySelector('input')!.value;
  host.remove();
  return { seen, value };
}

describe('useTypedBeforeWaking', () => {
  it('takes into the state what was typed before hydration, and the field keeps it', async () => {
    const { seen, value } = await hydrateTyped('giulia@example.it');
    expect(seen.at(-1)).toBe('giulia@example.it');
    expect(value).toBe('giulia@example.it');
  });

  it('changes nothing when nothing was typed', async () => {
    const { seen } = await hydrateTyped('');
    expect(seen).toEqual(['']);
  });
});
