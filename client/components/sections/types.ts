import type { Section } from '../../../shared/smb/content';

export type SectionOf<C extends Section['component']> = Extract<Section, { component: C }>;

/** What every section component receives: its content and a page-unique id for its heading. */
export type SectionProps<C extends Section['component']> = { section: SectionOf<C>; id: string };
