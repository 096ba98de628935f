// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../contract/customers.ts';
import type { Project } from '../../contract/projects.ts';
import { errorResponse, jsonResponse, type SentRequest, stubFetch } from '../testing/fetch.ts';
import { projectQueries } from './projects.ts';

// A page of projects names its customers, however many the company has: our service is asked for the
// page's customers by id; another service behind API_UPSTREAM is read whole, page by page.

afterEach(() => vi.unstubAllGlobals());

const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** 2,500 customers, as a company past the service's largest page has them. */
const customers: Customer[] = Array.from({ length: 2500 }, (_, index) => ({
  id: index + 1,
  name: `Customer ${index + 1}`,
  number: null,
  active: true,
  billable_default: true,
  color: 1,
}));

/** 150 projects on one page, each of another customer, the last ones among the company's last. */
const projects: Project[] = Array.from({ length: 150 }, (_, index) => ({
  id: index + 1,
  name: `Project ${index + 1}`,
  customers_id: 2500 - index * 16,
  number: null,
  active: true,
  billable_default: true,
  completed: false,
  deadline: null,
}));

const paging = (items_per_page: number, page: number, count: number) => ({
  items_per_page,
  current_page: page,
  count_pages: Math.ceil(count / items_per_page),
  count_items: count,
});

function projectsPage() {
  return jsonResponse({ paging: paging(150, 1, 150), filter: null, projects });
}

/** Every customer page by page, as any service answers an unfiltered list. */
function customerPage(request: SentRequest) {
  const size = Number(request.url.searchParams.get('items_per_page') ?? 50);
  const page = Number(request.url.searchParams.get('page') ?? 1);
  return jsonResponse({
    paging: paging(size, page, customers.length),
    filter: null,
    customers: customers.slice((page - 1) * size, page * size),
  });
}

const filters = { page: 1, items_per_page: 150, customer_names: true };

describe("a page of projects with its customers' names", () => {
  it('asks our service for the customers of the page by id, a hundred at a time', async () => {
    const sent = stubFetch((request) => {
      if (request.url.pathname === '/api/v2/projects') return projectsPage();
      const ids = (request.url.searchParams.get('filter[ids]') ?? '').split(',').map(Number);
      return jsonResponse({
        paging: paging(ids.length, 1, ids.length),
        filter: { ids },
        customers: customers.filter((customer) => ids.includes(customer.id)),
      });
    });
    const page = await fresh().fetchQuery(projectQueries.list(filters));
    expect(page.projects.map((project) => project.customerName)).toEqual(
      projects.map((project) => `Customer ${project.customers_id}`),
    );
    const asked = sent.filter((request) => request.url.pathname === '/api/v2/customers');
    expect(asked.map((request) => request.url.searchParams.get('filter[ids]')?.split(',').length)).toEqual([
      100, 50,
    ]);
  });

  it.each([
    ['refuses', () => errorResponse(400, 'Unknown filter.', { fields: ['filter[ids]'] })],
    ['ignores', customerPage],
  ])('reads every customer from a service that %s the ids', async (_, answer) => {
    const sent = stubFetch((request) => {
      if (request.url.pathname === '/api/v2/projects') return projectsPage();
      return request.url.searchParams.has('filter[ids]') ? answer(request) : customerPage(request);
    });
    const page = await fresh().fetchQuery(projectQueries.list(filters));
    expect(page.projects.at(-1)?.customerName).toBe(`Customer ${projects.at(-1)?.customers_id}`);
    expect(page.projects[0]?.customerName).toBe('Customer 2500');
    const whole = sent.filter(
      (request) =>
        request.url.pathname === '/api/v2/customers' && !request.url.searchParams.has('filter[ids]'),
    );
    expect(whole.map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('leaves a customer the caller may not see without a name', async () => {
    stubFetch((request) => {
      if (request.url.pathname === '/api/v2/projects') return projectsPage();
      return jsonResponse({ paging: paging(100, 1, 0), filter: { ids: [1] }, customers: [] });
    });
    const page = await fresh().fetchQuery(projectQueries.list(filters));
    expect(page.projects[0]?.customerName).toBeUndefined();
  });
});
