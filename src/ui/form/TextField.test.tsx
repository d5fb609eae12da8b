// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

// A server-rendered form can be typed in before the app wakes (decision 229): what was typed is
// taken into the form's state when it hydrates, not wiped by the state's empty value.

function Form({ seen }: { seen: string[] }) {
  const [name, setName] = useState('');
  seen.push(name);
  return <TextField name="name" label="Nome" value={name} onChange={setName} />;
}

describe('TextField', () => {
  it('keeps what was typed before hydration', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Form seen={[]} />);
    document.body.append(host);
    host.querySelector('input')!.value = 'Giulia';
    const seen: string[] = [];
    await act(async () => { hydrateRoot(host, <Form seen={seen} />); });
    expect(seen.at(-1)).toBe('Giulia');
    expect(host.querySelector('input')!.value).toBe('Giulia');
    host.remove();
  });
});
