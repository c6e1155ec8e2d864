// The `ui` namespace: the words of the UI kit's own components (crash screen, modal, notifications).
export const uiEn = {
  crash_title: 'This part of the page stopped working',
  crash_reload: 'Try again',
  close: 'Close',
};

export type UiTexts = typeof uiEn;
