// A small cart API over real HTTP for the flusher's unit tests (not imported by the app): the
// three mutations and GET checkout/ss of storefront.md §7 with Idempotency-Key replay, stock
// refusals, and switches to cut a connection after the change was made.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CartItem, Checkout } from '../../contract/checkout';
import { checkoutWith, serverItem } from './test-data';

export interface SeenRequest { method: string; path: string; key: string | undefined; body: unknown }

export class TestCartServer {
  lines: CartItem[] = [];
  stock = new Map<number, number>();
  price = new Map<number, number>();
  seen: SeenRequest[] = [];
  /** Cut the connection of the next N mutations after applying them (the answer is lost). */
  dropAfterApply = 0;
  /** Refuse every request with no answer at all (the network is down). */
  down = false;
  private readonly stored = new Map<string, { status: number; body: unknown }>();
  private server: Server | null = null;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  state(): Checkout {
    const withIssues = this.lines.map((line) => {
      const stock = this.stock.get(line.articleId) ?? 10;
      const unit = this.price.get(line.articleId) ?? line.prices.unit;
      const issue = stock <= 0 ? 'outOfStock' as const : line.quantity > stock ? 'quantity' as const : null;
      return { ...line, stock: { on: true, quantity: stock }, bounds: { min: 1, max: stock }, issue,
        prices: { ...line.prices, gross: unit, unit, total: unit * line.quantity } };
    });
    const state = checkoutWith(withIssues.filter((l) => l.issue === null));
    state.unavailableItems = withIssues.filter((l) => l.issue !== null);
    return state;
  }

  private mutate(method: string, path: string, body: { id?: number; variantId?: number; quantity?: number }): { status: number; body: unknown } {
    const refuse = (status: number, code: string, message: string, payload?: unknown) => ({ status, body: { code, message, statusCode: status, payload } });
    if (method === 'POST' && path === '/v1/checkout/ss/carts') {
      const articleId = body.variantId ?? body.id!;
      const line = this.lines.find((l) => l.articleId === articleId);
      const quantity = (line?.quantity ?? 0) + body.quantity!;
      const stock = this.stock.get(articleId) ?? 10;
      if (quantity > stock) return refuse(409, 'OUT_OF_STOCK', `${stock} pezzi disponibili`, { available: stock, inCart: line?.quantity ?? 0 });
      if (line) line.quantity = quantity;
      else this.lines.push(serverItem({ articleId, quantity, id: crypto.randomUUID(), prices: { gross: 2000, discount: 0, unit: 2000, total: 2000 * quantity } }));
      return { status: 200, body: this.state() };
    }
    const itemId = path.split('/').at(-1);
    const line = this.lines.find((l) => l.id === itemId);
    if (!line) return refuse(404, 'ITEM_NOT_FOUND', 'Prodotto non trovato nel carrello');
    if (method === 'DELETE') this.lines = this.lines.filter((l) => l !== line);
    else line.quantity = body.quantity!;
    return { status: 200, body: this.state() };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    const path = (req.url ?? '').split('?')[0]!;
    const key = req.headers['idempotency-key'] as string | undefined;
    const body: unknown = text ? JSON.parse(text) : undefined;
    this.seen.push({ method: req.method ?? '', path, key, body });
    if (this.down) return void res.destroy();
    let answer: { status: number; body: unknown };
    if (req.method === 'GET') answer = { status: 200, body: this.state() };
    else if (key && this.stored.has(key)) answer = this.stored.get(key)!;
    else {
      answer = this.mutate(req.method ?? '', path, (body ?? {}) as never);
      if (key) this.stored.set(key, answer);
      if (this.dropAfterApply > 0) {
        this.dropAfterApply--;
        return void res.destroy();
      }
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  }
}
