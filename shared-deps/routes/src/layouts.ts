/** The five layouts of spec 1 §2 / spec 2 §2 ("default" of spec 2 is `main`). */
export const layouts = ['main', 'headless', 'empty', 'maintenance', 'blocked'] as const;
export type LayoutName = (typeof layouts)[number];
