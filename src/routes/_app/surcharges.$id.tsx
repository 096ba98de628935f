import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, Link, notFound } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { rights } from '../../../contract/rights.ts';
import { surchargeQueries } from '../../api/surcharges.ts';
import { PageError } from '../../components/page-states.tsx';
import { SurchargeEditor } from '../../features/surcharges/surcharge-editor.tsx';
import { SurchargeModelView } from '../../features/surcharges/surcharge-view.tsx';
import { useCaller } from '../../lib/auth.ts';
import { isApiError } from '../../lib/http.ts';

export const Route = createFileRoute('/_app/surcharges/$id')({
  params: {
    parse: ({ id }) => ({ id: /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0 }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: async ({ context, params }) => {
    if (params.id === 0) throw notFound();
    await context.queryClient.ensureQueryData(surchargeQueries.detail(params.id));
  },
  component: SurchargeRoute,
  errorComponent: SurchargeRouteError,
  notFoundComponent: SurchargeNotFound,
});

function SurchargeRoute() {
  const { id } = Route.useParams();
  const caller = useCaller();
  const navigate = Route.useNavigate();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(surchargeQueries.detail(id));
  if (!rights.writesMasterData(caller)) return <SurchargeModelView model={data.record} />;
  return (
    <SurchargeEditor
      key={id}
      edit={{
        detail: data,
        reload: () => queryClient.fetchQuery({ ...surchargeQueries.detail(id), staleTime: 0 }),
      }}
      onDone={() => navigate({ to: '/surcharges', ignoreBlocker: true })}
    />
  );
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/surcharges" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('surcharges.backToList')}
      </Group>
    </Anchor>
  );
}

/** A model that is gone (deleted meanwhile, or a mistyped address): trying again would not help. */
function SurchargeNotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={640}>
      <BackToList />
      <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title={t('errors.pageNotFound')}>
        {t('surcharges.notFound')}
      </Alert>
    </Stack>
  );
}

function SurchargeRouteError({ error, reset }: ErrorComponentProps) {
  if (isApiError(error, 404)) return <SurchargeNotFound />;
  return (
    <Stack gap="xs">
      <BackToList />
      <PageError error={error} reset={reset} />
    </Stack>
  );
}
