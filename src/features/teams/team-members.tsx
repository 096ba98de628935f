import { ActionIcon, Button, Group, Modal, MultiSelect, Stack, Text, Tooltip } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../contract/users.ts';
import type { BulkResult } from '../../api/resource.ts';
import { useUpdateEachUser } from '../../api/users.ts';
import { BulkRefusals } from '../../components/bulk-report.tsx';
import { confirmDestructive } from '../../components/confirm.tsx';
import { useOfflineWrites } from '../../components/offline-writes.tsx';
import { showNotice } from '../../lib/notice.ts';
import type { TeamRow } from './team-columns.tsx';

/**
 * A team's members, added and removed here: each change is the member's own user edit (`teams_id`),
 * sent with the version read just before, so it obeys the same rules as the person's form.
 */
export function TeamMembersDialog({
  team,
  coworkers,
  onClose,
}: {
  team: TeamRow;
  coworkers: readonly User[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const offline = useOfflineWrites();
  const update = useUpdateEachUser();
  const [adding, setAdding] = useState<number[]>([]);
  const [results, setResults] = useState<BulkResult[] | null>(null);
  const nameOf = (id: number) => coworkers.find((user) => user.id === id)?.name ?? `#${id}`;
  const candidates = coworkers
    .filter((user) => user.active && user.teams_id !== team.id)
    .map((user) => ({
      value: user.id,
      // Someone in another team moves; saying so avoids a surprise in that team.
      label: user.teams_id === null ? user.name : t('teams.members.movesFrom', { name: user.name }),
    }));

  const move = (ids: number[], teamsId: number | null, done: (count: number) => string) =>
    update.mutate(
      { ids, body: { teams_id: teamsId } },
      {
        onSuccess: (answers) => {
          setResults(answers);
          const saved = answers.filter((answer) => answer.error === null).length;
          if (saved > 0) showNotice({ color: 'green', message: done(saved) });
          setAdding(answers.filter((answer) => answer.error !== null).map((answer) => answer.id));
        },
      },
    );

  async function remove(member: User) {
    const confirmed = await confirmDestructive({
      title: t('teams.members.removeTitle', { name: member.name, team: team.name }),
      message: t('teams.members.removeMessage', { name: member.name }),
      confirmLabel: t('teams.members.remove'),
    });
    if (confirmed) move([member.id], null, () => t('teams.members.removed', { name: member.name }));
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('teams.members.title', { name: team.name })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md">
        {team.members.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('teams.noMembers')}
          </Text>
        ) : (
          <Stack gap={4} role="list" aria-label={t('teams.columns.members')}>
            {team.members.map((member) => (
              <Group key={member.id} justify="space-between" wrap="nowrap" role="listitem">
                <Text size="sm">{member.name}</Text>
                <Tooltip label={t('teams.members.remove')} openDelay={300}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('teams.members.removeLabel', { name: member.name })}
                    disabled={offline.offline || update.isPending}
                    onClick={() => remove(member)}
                  >
                    <IconUserMinus size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        )}
        <MultiSelect<number>
          label={t('teams.members.add')}
          description={t('teams.members.addHint')}
          data={candidates}
          value={adding}
          onChange={setAdding}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          nothingFoundMessage={t('list.noRecords')}
          comboboxProps={{ zIndex: 1000 }}
        />
        {results && (
          <BulkRefusals
            results={results}
            title={(refused, count) => t('teams.members.someRefused', { refused, count })}
            nameOf={nameOf}
          />
        )}
        {offline.note}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button
            onClick={() => move(adding, team.id, (count) => t('teams.members.added', { count }))}
            loading={update.isPending}
            disabled={adding.length === 0 || offline.offline}
            aria-describedby={offline.describedBy}
          >
            {t('teams.members.addButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
