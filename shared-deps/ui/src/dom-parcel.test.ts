/** @jest-environment jsdom */
import { createI18n } from '@site/i18n';
import { createDomParcel } from './index';

interface Props {
  domElement: HTMLElement;
  who?: string;
}

function parcel(render: (root: HTMLElement, props: Props, t: (k: string) => string) => void | Promise<void>) {
  const i18n = createI18n('en');
  const lifecycles = createDomParcel<Props>({
    className: 'app-x',
    testId: 'x',
    i18n: () => i18n,
    render: (root, props, i) => render(root, props, (k) => i.t(k)),
  });
  return { i18n, ...lifecycles };
}

test('draws into its root, again on update and when the language changes; unmount leaves nothing', async () => {
  const p = parcel((root, props, t) => void (root.textContent = `${t('login')} ${props.who ?? ''}`));
  const domElement = document.createElement('div');
  await p.mount({ domElement, who: 'A' });
  const root = domElement.querySelector('[data-testid="x"]') as HTMLElement;
  expect(root.className).toBe('app-x');
  expect(root.textContent).toBe('Log in A');
  await p.update({ domElement, who: 'B' });
  expect(root.textContent).toBe('Log in B');
  await p.i18n.changeLanguage('ru');
  expect(root.textContent).toBe('Войти B');
  await p.unmount({ domElement });
  expect(domElement.children).toHaveLength(0);
  await p.i18n.changeLanguage('en');
  expect(root.textContent).toBe('Войти B');
});

test('a render that fails leaves nothing mounted and no listener behind', async () => {
  const p = parcel(async () => {
    throw new Error('chunk gone');
  });
  const domElement = document.createElement('div');
  await expect(p.mount({ domElement })).rejects.toThrow('chunk gone');
  expect(domElement.children).toHaveLength(0);
  await p.i18n.changeLanguage('ru');
  expect(domElement.children).toHaveLength(0);
});
