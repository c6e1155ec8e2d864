import { CYBER_DISCIPLINES, CYBER_MODES, cyberDisciplines, type CyberDiscipline, type CyberMode, type Section } from '@site/api';

/** What the shell passes as `route`. */
export interface CyberRouteProps {
  name: string | null;
  params: Record<string, string | undefined>;
  lang: string;
}

/** The page a cyber route shows (route table: cyber-mode ... cyber-game). */
export type CyberView =
  | { kind: 'disciplines'; base: string; mode: CyberMode }
  | { kind: 'stream'; base: string; mode: 'stream' }
  | { kind: 'games'; base: string; mode: CyberMode; discipline: CyberDiscipline; section: Section; champId?: number }
  | { kind: 'champs'; base: string; mode: CyberMode; discipline: CyberDiscipline }
  | { kind: 'game'; base: string; mode: CyberMode; discipline: CyberDiscipline; section: Section; gameId: number }
  | { kind: 'unknown'; base: string; mode: CyberMode };

const ID = /^[1-9]\d{0,8}$/;
const idOf = (s: string | undefined) => (s !== undefined && ID.test(s) ? Number(s) : undefined);

export function viewOf(route: CyberRouteProps | undefined): CyberView {
  const p = route?.params ?? {};
  const base = p.base === 'esports' ? 'esports' : 'cyber';
  const mode: CyberMode = CYBER_MODES.includes(p.mode as CyberMode) ? (p.mode as CyberMode) : 'real';
  const name = route?.name ?? 'cyber-mode';
  if (name === 'cyber-mode' || name === 'cyber-disciplines') return mode === 'stream' && name === 'cyber-mode' ? { kind: 'stream', base, mode } : { kind: 'disciplines', base, mode };
  const discipline = cyberDisciplines(mode).find((d) => d.slug === p.discipline) ?? (mode === 'stream' ? CYBER_DISCIPLINES.find((d) => d.slug === p.discipline && d.kind === 'real') : undefined);
  if (!discipline) return { kind: 'unknown', base, mode };
  const section: Section = p.section === 'live' || mode === 'stream' ? 'live' : 'line';
  switch (name) {
    case 'cyber-discipline-champs':
      return { kind: 'champs', base, mode, discipline };
    case 'cyber-discipline-champ': {
      // a champ that is not an id (an old or mistyped link) shows the discipline's games
      const champId = idOf(p.champ);
      return { kind: 'games', base, mode, discipline, section, ...(champId !== undefined && { champId }) };
    }
    case 'cyber-game': {
      const gameId = idOf(p.game);
      return gameId === undefined ? { kind: 'unknown', base, mode } : { kind: 'game', base, mode, discipline, section, gameId };
    }
    default:
      return { kind: 'games', base, mode, discipline, section };
  }
}

/** Links of the cyber area, language first. */
export const cyberPath = {
  mode: (lang: string, base: string, mode: CyberMode) => `/${lang}/${base}/${mode}`,
  discipline: (lang: string, base: string, mode: CyberMode, slug: string) => `/${lang}/${base}/${mode}/${slug}`,
  section: (lang: string, base: string, mode: CyberMode, slug: string, section: Section) => `/${lang}/${base}/${mode}/${slug}/${section}`,
  champs: (lang: string, base: string, mode: CyberMode, slug: string) => `/${lang}/${base}/${mode}/${slug}/champs`,
  champ: (lang: string, base: string, mode: CyberMode, slug: string, champId: number) => `/${lang}/${base}/${mode}/${slug}/${champId}`,
  game: (lang: string, base: string, mode: CyberMode, slug: string, champId: number, section: Section, gameId: number) =>
    `/${lang}/${base}/${mode}/${slug}/${champId}/${section}/${gameId}`,
};
