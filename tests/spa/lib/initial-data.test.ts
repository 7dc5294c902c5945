import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { readInitialData, seedQueries } from '@/lib/initial-data';

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
  it('reads the queries the server sent and puts them in the cache under their keys', () => {
    addData(JSON.stringify([{ queryKey: ['gyms', 'detail', 'g1'], data: { id: 'g1', name: 'Iron </script> Temple' } }]));
    const client = new QueryClient();
    seedQueries(client, readInitialData());
    expect(client.getQueryData(['gyms', 'detail', 'g1'])).toEqual({ id: 'g1', name: 'Iron </script> Temple' });
  });

  it('reads nothing from a page without data, or with data that is not a list of queries', () => {
    expect(readInitialData()).toEqual([]);
    addData('{not json');
    expect(readInitialData()).toEqual([]);
    document.head.innerHTML = '';
    addData('{"queryKey":["x"]}');
    expect(readInitialData()).toEqual([]);
  });
});
