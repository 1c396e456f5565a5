import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Fields = Record<string, unknown>;

/** Stripe's form encoding (`items[0][price]=…`) read back into objects and arrays. */
export function parseStripeForm(body: string): Fields {
  const root: Fields = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface ReceivedStripeCall {
  method: string;
  path: string;
  fields: Fields;
}

interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: 'list'; data: Array<{ id: string; price: { id: string }; current_period_end: number }> };
}

const DAY_S = 24 * 3600;

/**
 * A local stand-in for Stripe's API, for the real SDK (aimed at it with host, port and
 * protocol): customers, Checkout sessions, subscriptions and their schedules, coupons,
 * SetupIntents and the portal. It records every call, and makes the events Stripe would send.
 */
export async function startFakeStripe() {
  const calls: ReceivedStripeCall[] = [];
  const sessions = new Map<string, Fields & { id: string }>();
  const subscriptions = new Map<string, FakeSubscription>();
  let counter = 0;
  let declineNext: { code: string; decline_code?: string } | null = null;
  let failWith: number | null = null;
  const nextId = (prefix: string) => `${prefix}_${(counter += 1).toString().padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
    response.end(JSON.stringify(body));
  };

  const routes: Array<[string, RegExp, (match: RegExpMatchArray, fields: Fields) => [number, unknown]]> = [
    ['POST', /^\/v1\/customers$/, (_m, fields) => [200, { id: nextId('cus'), object: 'customer', ...fields }]],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)\/balance_transactions$/,
      (match, fields) => [
        200,
        { id: nextId('cbtxn'), object: 'customer_balance_transaction', customer: match[1], ...fields },
      ],
    ],
    ['POST', /^\/v1\/coupons$/, (_m, fields) => [200, { id: nextId('coupon'), object: 'coupon', ...fields }]],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_m, fields) => {
        const id = nextId('cs_test');
        const session = { ...fields, id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` };
        sessions.set(id, session);
        return [200, session];
      },
    ],
    [
      'GET',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (match) => {
        const subscription = subscriptions.get(match[1] ?? '');
        return subscription
          ? [200, subscription]
          : [404, { error: { type: 'invalid_request_error', code: 'resource_missing' } }];
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (match, fields) => {
        const subscription = subscriptions.get(match[1] ?? '');
        if (!subscription) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing' } }];
        const items = fields.items as Array<{ price?: string }> | undefined;
        if (items?.[0]?.price) {
          if (declineNext) {
            const error = declineNext;
            declineNext = null;
            return [402, { error: { type: 'card_error', message: 'Your card was declined.', ...error } }];
          }
          subscription.items.data[0]!.price = { id: items[0].price };
        }
        if (fields.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = fields.cancel_at_period_end === 'true';
        }
        return [200, subscription];
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (match) => {
        const subscription = subscriptions.get(match[1] ?? '');
        if (!subscription) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing' } }];
        subscription.status = 'canceled';
        return [200, subscription];
      },
    ],
    [
      'POST',
      /^\/v1\/subscription_schedules$/,
      (_m, fields) => {
        const subscription = subscriptions.get(String(fields.from_subscription));
        const end = subscription?.items.data[0]?.current_period_end ?? now() + 30 * DAY_S;
        return [
          200,
          {
            id: nextId('sub_sched'),
            object: 'subscription_schedule',
            subscription: fields.from_subscription,
            phases: [{ start_date: end - 30 * DAY_S, end_date: end, items: [] }],
          },
        ];
      },
    ],
    [
      'POST',
      /^\/v1\/subscription_schedules\/([^/]+)\/release$/,
      (match) => [200, { id: match[1], object: 'subscription_schedule', status: 'released', phases: [] }],
    ],
    [
      'POST',
      /^\/v1\/subscription_schedules\/([^/]+)$/,
      (match, fields) => [200, { id: match[1], object: 'subscription_schedule', ...fields }],
    ],
    [
      'POST',
      /^\/v1\/setup_intents$/,
      (_m, fields) => {
        const id = nextId('seti');
        return [200, { id, object: 'setup_intent', client_secret: `${id}_secret_fake`, ...fields }];
      },
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      () => {
        const id = nextId('bps');
        return [200, { id, object: 'billing_portal.session', url: `https://billing.stripe.test/p/session/${id}` }];
      },
    ],
  ];

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = await readBody(request);
    const fields = parseStripeForm(request.method === 'GET' ? url.search.slice(1) : body);
    calls.push({ method: request.method ?? 'GET', path: url.pathname, fields });
    if (failWith) return send(response, failWith, { error: { type: 'api_error', message: 'Fake outage' } });
    for (const [method, pattern, handle] of routes) {
      const match = url.pathname.match(pattern);
      if (method === request.method && match) {
        const [status, answer] = handle(match, fields);
        return send(response, status, answer);
      }
    }
    send(response, 404, { error: { type: 'invalid_request_error', message: `No such route ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const event = (type: string, object: unknown, created = now()) => ({
    id: nextId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });

  /** A subscription's invoice, paid: what Stripe sends for each first payment and renewal. */
  const invoicePaidEvent = (subscription: FakeSubscription, amountPaid: number) =>
    event('invoice.paid', {
      id: nextId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: 'paid',
      amount_paid: amountPaid,
      currency: 'eur',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
      },
    });

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    sessions,
    subscriptions,
    /** The next price change is refused with this card error. */
    declineNextPayment(error: { code: string; decline_code?: string }) {
      declineNext = error;
    },
    failEverything(status: number | null) {
      failWith = status;
    },
    /**
     * The parent pays on Stripe's page: the subscription exists, and Stripe sends its events
     * (returned here for the test to deliver, signed, in the order it chooses): the session's,
     * the subscription's, then its first invoice's, paid `amountPaid` cents (0: free, as a
     * 100 % coupon makes it). A session with `subscription_data.trial_end` (trial days kept,
     * months offered) starts the subscription `trialing` until then, its first invoice €0.
     */
    completeCheckout(
      sessionId: string,
      { periodDays = 30, amountPaid = 0 }: { periodDays?: number; amountPaid?: number } = {},
    ) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`unknown session ${sessionId}`);
      const events = [];
      let completed: Fields = { ...session, status: 'complete', payment_status: 'paid' };
      if (session.mode === 'subscription') {
        const lineItems = session.line_items as Array<{ price: string }>;
        const data = (session.subscription_data ?? {}) as { metadata?: Record<string, string>; trial_end?: string };
        const trialEnd = data.trial_end ? Number(data.trial_end) : null;
        const subscription: FakeSubscription = {
          id: nextId('sub'),
          object: 'subscription',
          customer: String(session.customer),
          status: trialEnd ? 'trialing' : 'active',
          cancel_at_period_end: false,
          metadata: data.metadata ?? {},
          items: {
            object: 'list',
            data: [
              {
                id: nextId('si'),
                price: { id: lineItems[0]!.price },
                current_period_end: trialEnd ?? now() + periodDays * DAY_S,
              },
            ],
          },
        };
        subscriptions.set(subscription.id, subscription);
        completed = { ...completed, subscription: subscription.id };
        events.push(event('customer.subscription.created', structuredClone(subscription)));
        events.push(invoicePaidEvent(subscription, trialEnd ? 0 : amountPaid));
      }
      events.unshift(event('checkout.session.completed', completed));
      return events;
    },
    /** Stripe's event for a subscription as it stands now (or as `changes` make it), dated `created`. */
    subscriptionEvent(
      subscriptionId: string,
      type: 'customer.subscription.updated' | 'customer.subscription.deleted',
      changes: Partial<FakeSubscription> & { priceId?: string } = {},
      created = now(),
    ) {
      const current = subscriptions.get(subscriptionId);
      if (!current) throw new Error(`unknown subscription ${subscriptionId}`);
      const { priceId, ...rest } = changes;
      const copy = structuredClone({ ...current, ...rest });
      if (priceId) copy.items.data[0]!.price = { id: priceId };
      return event(type, copy, created);
    },
    /** A later invoice of the subscription (a renewal), paid `amountPaid` cents. */
    invoicePaid(subscriptionId: string, amountPaid: number) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`unknown subscription ${subscriptionId}`);
      return invoicePaidEvent(subscription, amountPaid);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
