import '@mantine/spotlight/styles.css';
import { Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  Spotlight,
  type SpotlightActionData,
  type SpotlightActionGroupData,
  useSpotlight,
} from '@mantine/spotlight';
import {
  IconBriefcase,
  IconBuildingStore,
  IconCalendarPlus,
  IconClockEdit,
  IconPlus,
  IconReceipt,
  IconSearch,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rights, subjectOf } from '../../contract/rights.ts';
import { customerQueries } from '../api/customers.ts';
import { lumpSumServiceQueries } from '../api/lumpsum-services.ts';
import { projectQueries } from '../api/projects.ts';
import { teamQueries } from '../api/teams.ts';
import { userQueries } from '../api/users.ts';
import { useCaller } from '../lib/auth.ts';
import type { NavItem } from './nav-item.ts';
import { matchesTyped, paletteStore } from './palette-store.ts';

/** Records each group shows at most; typing more narrows them down. */
const shownPerGroup = 5;

/**
 * Customer and project results arrive after the search has selected its first action, so nothing
 * is selected then; Enter still opens the first result, as it would had it been there sooner.
 */
function enterOpensFirstResult(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  const list = event.currentTarget.closest('[role="dialog"]');
  if (!list || list.querySelector('[data-action][data-selected]')) return;
  list.querySelector<HTMLButtonElement>('[data-action]')?.click();
}

/**
 * The list scrolls, and a scrolling region must be reachable by keyboard while the actions in it are
 * not (the search field steers them), so its viewport takes focus itself. The list hands these on to
 * its ScrollArea, though its props type does not say so.
 */
function scrollableResults(label: string): object {
  return { viewportProps: { tabIndex: 0, 'aria-label': label } };
}

/** The command palette itself (see `CommandPalette`), mounted once it is first opened. */
export function PaletteDialog({ pages }: { pages: NavItem[] }) {
  const { t } = useTranslation();
  const caller = useCaller();
  const navigate = useNavigate();
  const { opened } = useSpotlight(paletteStore);
  const [query, setQuery] = useState('');
  // Each opening starts empty. Mantine clears the query only once the closing transition has ended,
  // so a palette opened again quickly kept the old text and new typing was appended to it.
  const [openedBefore, setOpenedBefore] = useState(opened);
  if (opened !== openedBefore) {
    setOpenedBefore(opened);
    if (opened) setQuery('');
  }
  const typed = query.trim();
  const [searched] = useDebouncedValue(typed, 250);

  const users = useQuery({ ...userQueries.list(), enabled: opened });
  const teams = useQuery({ ...teamQueries.list(), enabled: opened });
  const lumpSumServices = useQuery({ ...lumpSumServiceQueries.list(), enabled: opened });
  const serverFilters = { page: 1, items_per_page: shownPerGroup, sort: 'name', search: searched } as const;
  const searchesServer = opened && searched !== '';
  const customers = useQuery({
    ...customerQueries.list(serverFilters),
    enabled: searchesServer,
    placeholderData: keepPreviousData,
  });
  const projects = useQuery({
    ...projectQueries.list(serverFilters),
    enabled: searchesServer,
    placeholderData: keepPreviousData,
  });

  const coworkers = users.data ?? [];
  const teamList = teams.data ?? [];
  const filesAbsencesForOthers = coworkers.some(
    (user) => user.id !== caller.id && rights.filesAbsenceFor(caller, subjectOf(user, teamList)),
  );

  const commands: SpotlightActionData[] = [
    {
      id: 'command:absence',
      label: filesAbsencesForOthers ? t('absences.enter') : t('absences.request'),
      leftSection: <IconCalendarPlus size={18} aria-hidden />,
      onClick: () => navigate({ to: '/absences', search: { new: 1 } }),
    },
    ...(rights.filesChangeRequestFor(caller, caller.id)
      ? [
          {
            id: 'command:change-request',
            label: t('changeRequests.new'),
            leftSection: <IconClockEdit size={18} aria-hidden />,
            onClick: () => navigate({ to: '/change-requests', search: { new: 1 } }),
          },
        ]
      : []),
    ...(rights.writesMasterData(caller)
      ? [
          {
            id: 'command:project',
            label: t('projects.new'),
            leftSection: <IconPlus size={18} aria-hidden />,
            onClick: () => navigate({ to: '/projects', search: { new: 1 } }),
          },
        ]
      : []),
  ];
  const pageActions: SpotlightActionData[] = pages.map((page) => ({
    id: `page:${String(page.to)}`,
    label: page.label,
    leftSection: page.icon,
    onClick: () => navigate({ to: page.to }),
  }));

  const groups: SpotlightActionGroupData[] = [
    {
      group: t('palette.groups.actions'),
      actions: commands.filter((action) => matchesTyped(typed, action.label ?? '')),
    },
    {
      group: t('palette.groups.pages'),
      actions: pageActions.filter((action) => matchesTyped(typed, action.label ?? '')),
    },
  ];
  if (typed !== '') {
    groups.push(
      {
        group: t('palette.groups.coworkers'),
        actions: coworkers
          .filter((user) => matchesTyped(typed, user.name, user.number))
          .slice(0, shownPerGroup)
          .map((user) => ({
            id: `user:${user.id}`,
            label: user.name,
            description: user.number ?? undefined,
            leftSection: <IconUser size={18} aria-hidden />,
            onClick: () =>
              rights.readsUserRecordsOf(caller, user.id)
                ? navigate({ to: '/users/$userId', params: { userId: String(user.id) } })
                : navigate({ to: '/users', search: { search: user.name } }),
          })),
      },
      {
        group: t('palette.groups.teams'),
        actions: teamList
          .filter((team) => matchesTyped(typed, team.name))
          .slice(0, shownPerGroup)
          .map((team) => ({
            id: `team:${team.id}`,
            label: team.name,
            leftSection: <IconUsersGroup size={18} aria-hidden />,
            onClick: () => navigate({ to: '/teams' }),
          })),
      },
      {
        group: t('lumpsumServices.title'),
        actions: (lumpSumServices.data ?? [])
          .filter((service) => matchesTyped(typed, service.name, service.number))
          .slice(0, shownPerGroup)
          .map((service) => ({
            id: `lumpsum-service:${service.id}`,
            label: service.name,
            description: service.number ?? undefined,
            leftSection: <IconReceipt size={18} aria-hidden />,
            onClick: () =>
              navigate({ to: '/lumpsum-services', search: { search: service.number ?? service.name } }),
          })),
      },
      {
        group: t('palette.groups.customers'),
        // Results of a search that is still catching up with the typing show only while they still match.
        actions: (customers.data?.customers ?? [])
          .filter((customer) => matchesTyped(typed, customer.name, customer.number))
          .map((customer) => ({
            id: `customer:${customer.id}`,
            label: customer.name,
            description: customer.number ?? undefined,
            leftSection: <IconBuildingStore size={18} aria-hidden />,
            onClick: () =>
              navigate({ to: '/customers', search: { search: customer.number ?? customer.name } }),
          })),
      },
      {
        group: t('palette.groups.projects'),
        actions: (projects.data?.projects ?? [])
          .filter((project) => matchesTyped(typed, project.name, project.number))
          .map((project) => ({
            id: `project:${project.id}`,
            label: project.name,
            description: project.number ?? undefined,
            leftSection: <IconBriefcase size={18} aria-hidden />,
            onClick: () => navigate({ to: '/projects', search: { search: project.number ?? project.name } }),
          })),
      },
    );
  }
  const shown = groups.filter((group) => group.actions.length > 0);
  const searching = typed !== '' && (typed !== searched || customers.isFetching || projects.isFetching);
  const searchFailed = customers.isError || projects.isError;

  return (
    <Spotlight.Root
      store={paletteStore}
      // CommandPalette listens for Ctrl+K, also while this dialog is not loaded yet.
      shortcut={null}
      query={query}
      onQueryChange={setQuery}
      clearQueryOnClose={false}
      scrollable
      maxHeight="min(28rem, 70dvh)"
    >
      <Spotlight.Search
        aria-label={t('palette.searchLabel')}
        placeholder={t('palette.placeholder')}
        leftSection={searching ? <Loader size="xs" aria-hidden /> : <IconSearch size={18} aria-hidden />}
        onKeyDown={enterOpensFirstResult}
      />
      {searchFailed && (
        <Text size="sm" c="red" px="md" py="xs" role="alert">
          {t('palette.searchFailed')}
        </Text>
      )}
      <Spotlight.ActionsList {...scrollableResults(t('palette.results'))}>
        {shown.map((group) => (
          <Spotlight.ActionsGroup key={group.group} label={group.group}>
            {group.actions.map(({ id, ...action }) => (
              <Spotlight.Action key={id} highlightQuery {...action} />
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {shown.length === 0 && (
          <Spotlight.Empty>{searching ? t('palette.searching') : t('palette.nothingFound')}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
