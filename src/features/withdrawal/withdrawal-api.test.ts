import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { orderFromLists } from './withdrawal-api';

// The statement's form opens offline from a list of orders already loaded (decision 261).
const order = (id: string, number: string) => ({ id, number }) as unknown as Order;

describe('orderFromLists', () => {
  it("finds the order in a loaded list of the customer's orders, the newest copy first, with when it was loaded", () => {
    const client = new QueryClient();
    client.setQueryData(['me', 7, 'orders', 1], { docs: [order('a', 'R-1'), order('b', 'R-2')] }, { updatedAt: 1000 });
    client.setQueryData(['withdrawal', 'orders', 7], { docs: [order('b', 'R-2 newer')] }, { updatedAt: 2000 });
    expect(orderFromLists(client, 'a')).toEqual({ order: order('a', 'R-1'), at: 1000 });
    expect(orderFromLists(client, 'b')).toEqual({ order: order('b', 'R-2 newer'), at: 2000 });
  });

  it('finds nothing in lists that are not of orders, nor an order no list holds', () => {
    const client = new QueryClient();
    client.setQueryData(['me', 7, 'addresses'], { docs: [order('a', 'not an order')] });
    client.setQueryData(['me', 7, 'orders', 1], { docs: [order('b', 'R-2')] });
    expect(orderFromLists(client, 'a')).toBeUndefined();
    expect(orderFromLists(client, 'c')).toBeUndefined();
  });
});
