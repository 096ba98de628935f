// The floor for bench/first-row.ts: the app's libraries doing the least a list page does (one route, one
// query for a static JSON file, a 50-row Mantine table). What Stint's pages take beyond it is their own cost.
import '@mantine/core/styles.css';
import { Container, MantineProvider, Table, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

type Row = {
  id: number;
  number: string;
  name: string;
  customer: string;
  budget: number;
  deadline: string;
  active: boolean;
};

function RowsPage() {
  const rows = useQuery({
    queryKey: ['rows'],
    queryFn: async (): Promise<Row[]> => (await fetch('/rows.json')).json(),
  });
  return (
    <Container size="xl" component="main" py="md">
      <Title order={1}>Projects</Title>
      {rows.data && (
        <Table striped highlightOnHover aria-label="Projects">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Budget</Table.Th>
              <Table.Th>Deadline</Table.Th>
              <Table.Th>Active</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.number}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.customer}</Table.Td>
                <Table.Td>{row.budget}</Table.Td>
                <Table.Td>{row.deadline}</Table.Td>
                <Table.Td>{row.active ? 'yes' : 'no'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Container>
  );
}

const rootRoute = createRootRoute();
const router = createRouter({
  routeTree: rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: RowsPage }),
  ]),
});
const queryClient = new QueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <MantineProvider defaultColorScheme="auto">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>
  </StrictMode>,
);
