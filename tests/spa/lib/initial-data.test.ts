import { QueryClient, hydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { readInitialData } from '@/lib/initial-data';
import { dehydrated } from '@tests/utils/page-data';

afterEach(() => {
  document.head.innerHTML = '';
});

const addData = (text: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'initial-data';
  script.textContent = text;
  document.head.append(script);
};

describe('initial data from the HTML', () => {
  it('reads the dehydrated queries the server sent, which hydrate the cache under their keys', () => {
    addData(JSON.stringify(dehydrated([{ queryKey: ['gyms', 'detail', 'g1'], data: { id: 'g1', name: 'Iron </script> Temple' } }])));
    const client = new QueryClient();
    hydrate(client, readInitialData()!);
    expect(client.getQueryData(['gyms', 'detail', 'g1'])).toEqual({ id: 'g1', name: 'Iron </script> Temple' });
  });

  it('reads nothing from a page without data, or with data that is not a dehydrated cache', () => {
    expect(readInitialData()).toBeUndefined();
    addData('{not json');
    expect(readInitialData()).toBeUndefined();
    document.head.innerHTML = '';
    addData('[{"queryKey":["x"],"data":1}]');
    expect(readInitialData()).toBeUndefined();
    document.head.innerHTML = '';
    addData('null');
    expect(readInitialData()).toBeUndefined();
  });
});
