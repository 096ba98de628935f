import { ColorSwatch, Group, Input, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { customerColors } from '../../../contract/customers.ts';
import classes from './customer-colors.module.css';

type ColorName = (typeof customerColors)[number];

/** The nine palette colours of docs/interface.md#projects-and-customers, by their names there. */
const paletteHex: Record<ColorName, string> = {
  'blood-orange': '#d9480f',
  sunflower: '#f5b700',
  'light-green': '#8fce5a',
  caribbean: '#0ca678',
  sky: '#4dabf7',
  'brand-blue': '#1c64d8',
  'blue-purple': '#6741d9',
  magenta: '#c2255c',
  'chewing-gum': '#f783ac',
};

function colorName(value: number): ColorName | null {
  return customerColors[value - 1] ?? null;
}

/** A colour's name in the user's language, for the tooltip, screen readers and the export. */
export function colorLabel(t: TFunction, value: number): string {
  const name = colorName(value);
  return name ? t(`colors.${name}`) : t('colors.unknown', { value });
}

function useColorLabel() {
  const { t } = useTranslation();
  return (value: number) => colorLabel(t, value);
}

/** A customer's colour as a swatch; its name is in the tooltip and for screen readers, so colour is not the only signal. */
export function CustomerColorSwatch({ color, size = 18 }: { color: number; size?: number }) {
  const label = useColorLabel()(color);
  const name = colorName(color);
  return (
    <Tooltip label={label} withArrow openDelay={200}>
      <span className={classes.swatchWrap}>
        <ColorSwatch
          component="span"
          color={name ? paletteHex[name] : 'var(--mantine-color-gray-5)'}
          size={size}
          className={classes.swatch}
          aria-hidden
        />
        <VisuallyHidden>{label}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}

/** The nine swatches as a radio group: arrow keys move between them, the chosen name is spelled out. */
export function CustomerColorPicker({
  value,
  onChange,
  label,
  error,
}: {
  value: number;
  onChange: (value: number) => void;
  label: string;
  error?: string;
}) {
  const colorLabel = useColorLabel();
  const labelId = useId();
  const groupName = useId();
  return (
    <Input.Wrapper label={label} error={error} labelProps={{ id: labelId, component: 'span' }}>
      <Group gap={6} role="radiogroup" aria-labelledby={labelId} mt={4} wrap="wrap">
        {customerColors.map((name, index) => {
          const color = index + 1;
          const checked = value === color;
          return (
            <Tooltip key={name} label={colorLabel(color)} withArrow openDelay={300}>
              <label className={classes.option}>
                <input
                  type="radio"
                  className={classes.input}
                  name={groupName}
                  value={color}
                  checked={checked}
                  onChange={() => onChange(color)}
                  aria-label={colorLabel(color)}
                />
                <ColorSwatch component="span" color={paletteHex[name]} size={30} className={classes.swatch}>
                  {checked && <IconCheck size={16} color="white" stroke={3} aria-hidden />}
                </ColorSwatch>
              </label>
            </Tooltip>
          );
        })}
      </Group>
      <Text size="xs" c="dimmed" mt={6} aria-live="polite">
        {colorLabel(value)}
      </Text>
    </Input.Wrapper>
  );
}
