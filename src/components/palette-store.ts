import { createSpotlight } from '@mantine/spotlight';

/** Whether the command palette is open; the header button, Ctrl+K and the palette's dialog share it. */
export const [paletteStore, palette] = createSpotlight();

/** Whether a record's name or number contains what was typed, ignoring case. */
export function matchesTyped(typed: string, ...texts: (string | null)[]): boolean {
  const needle = typed.trim().toLowerCase();
  return texts.some((text) => text?.toLowerCase().includes(needle));
}
