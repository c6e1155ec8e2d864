// Cyber-sport (issue 19): the disciplines of `cyber/{real|virtual|stream}/<discipline>` and the
// line's sport id of each (the feed simulator's sports 13-18). TypeBox-free: the browser imports it.

export const CYBER_MODES = ['real', 'virtual', 'stream'] as const;
export type CyberMode = (typeof CYBER_MODES)[number];

export interface CyberDiscipline {
  /** The URL name: cyber/real/<slug>. */
  slug: string;
  sportId: number;
  /** real: esports matches (line and live; stream shows the live ones); virtual: simulated every few minutes. */
  kind: 'real' | 'virtual';
}

export const CYBER_DISCIPLINES: readonly CyberDiscipline[] = [
  { slug: 'cs2', sportId: 13, kind: 'real' },
  { slug: 'dota2', sportId: 14, kind: 'real' },
  { slug: 'lol', sportId: 15, kind: 'real' },
  { slug: 'valorant', sportId: 16, kind: 'real' },
  { slug: 'fifa', sportId: 17, kind: 'real' },
  { slug: 'football', sportId: 18, kind: 'virtual' },
];

/** The disciplines a mode lists: virtual its own, real and stream the esports ones. */
export function cyberDisciplines(mode: CyberMode): CyberDiscipline[] {
  return CYBER_DISCIPLINES.filter((d) => d.kind === (mode === 'virtual' ? 'virtual' : 'real'));
}
