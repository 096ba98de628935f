import { Button, Group, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** A section's title (its `id` names the section), a line on what it holds, and its add button for writers. */
export function SectionHeader({
  id,
  title,
  description,
  addLabel,
  onAdd,
  order = 2,
}: {
  id: string;
  /** 3 for a part of a section. */
  order?: 2 | 3;
  title: string;
  description?: string;
  addLabel: string;
  /** Absent when the viewer may not add. */
  onAdd?: () => void;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={order} size={order === 2 ? 'h4' : 'h5'} id={id}>
          {title}
        </Title>
        {description && (
          <Text size="sm" maw={640}>
            {description}
          </Text>
        )}
      </div>
      {onAdd && (
        <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Group>
  );
}
