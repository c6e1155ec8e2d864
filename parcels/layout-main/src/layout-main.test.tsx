import { mount, unmount, update, type LayoutProps } from './index';

function props(flags: LayoutProps['flags'] = {}) {
  const mounted: Array<{ slot: string | null; parcel: string }> = [];
  const unmounted: string[] = [];
  const domElement = document.createElement('div');
  const p: LayoutProps = {
    domElement,
    name: '@site/parcel-layout-main',
    flags,
    mountSlot: (el, parcel) => {
      mounted.push({ slot: el.getAttribute('data-slot'), parcel });
      return { unmount: async () => void unmounted.push(parcel) };
    },
  };
  return { p, mounted, unmounted, domElement };
}

test('header, content, the right column with the coupon, footer; the right column is in the grid', async () => {
  const { p, mounted, unmounted, domElement } = props();
  await mount(p);
  const root = domElement.querySelector('[data-testid="layout-main"]') as HTMLElement;
  expect(Array.from(root.children).filter((c) => c.hasAttribute('data-slot')).map((c) => c.getAttribute('data-slot'))).toEqual(['header', 'content', 'right', 'footer']);
  expect(mounted).toEqual([
    { slot: 'header', parcel: '@site/parcel-header' },
    { slot: 'footer', parcel: '@site/parcel-footer' },
    { slot: 'right', parcel: '@site/parcel-coupon' },
  ]);
  expect(root.style.gridTemplateAreas).toBe('"header header" "content right" "footer footer"');
  expect((root.querySelector('[data-slot="right"]') as HTMLElement).style.gridArea).toContain('right');
  await unmount(p);
  expect(unmounted).toContain('@site/parcel-coupon');
  expect(domElement.children).toHaveLength(0);
});

test('route flags hide header or footer; the coupon stays', async () => {
  const { p, domElement } = props({ hideHeader: true, hideFooter: true });
  await mount(p);
  const slot = (name: string) => domElement.querySelector(`[data-slot="${name}"]`) as HTMLElement;
  expect(slot('header').hidden).toBe(true);
  expect(slot('footer').hidden).toBe(true);
  expect(slot('right').hidden).toBe(false);
  await update({ ...p, flags: {} });
  expect(slot('header').hidden).toBe(false);
  await unmount(p);
});

test('the right column is sticky with its own scroll at desktop widths; the style goes with the layout', async () => {
  const { p } = props();
  const sticky = () =>
    Array.from(document.head.querySelectorAll('style')).filter((s) => /layout-main > \[data-slot="right"\].*position: sticky/.test(s.textContent ?? ''));
  await mount(p);
  expect(sticky()).toHaveLength(1);
  expect(sticky()[0]!.textContent).toMatch(/@media \(min-width: 1024px\).*overflow-y: auto/);
  await unmount(p);
  expect(sticky()).toHaveLength(0);
});

test('while the shell boots the coupon loads only after the first page is routed (off the boot path); header and footer at once', async () => {
  document.documentElement.dataset.siteLoading = 'true';
  try {
    const { p, mounted } = props();
    await mount(p);
    expect(mounted.map((m) => m.parcel)).toEqual(['@site/parcel-header', '@site/parcel-footer']);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(mounted.map((m) => m.parcel)).toEqual(['@site/parcel-header', '@site/parcel-footer', '@site/parcel-coupon']);
    // later routings do not load it again
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(mounted).toHaveLength(3);
    await unmount(p);
  } finally {
    delete document.documentElement.dataset.siteLoading;
  }
});

test('a layout unmounted before the first page is routed never loads the coupon', async () => {
  document.documentElement.dataset.siteLoading = 'true';
  try {
    const { p, mounted } = props();
    await mount(p);
    await unmount(p);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(mounted.map((m) => m.parcel)).not.toContain('@site/parcel-coupon');
  } finally {
    delete document.documentElement.dataset.siteLoading;
  }
});

test('skip links come first: to the content and to the slip, each moving the focus there; named in the page language', async () => {
  const { p, domElement } = props();
  document.body.appendChild(domElement);
  await mount(p);
  const links = [...domElement.querySelectorAll<HTMLAnchorElement>('a.site-skip-link')];
  expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
    ['#site-content', 'Skip to content'],
    ['#site-slip', 'Skip to the bet slip'],
  ]);
  expect(domElement.querySelector('[data-testid="layout-main"]')!.firstElementChild).toBe(links[0]);
  Element.prototype.scrollIntoView = jest.fn();
  links[1]!.click();
  expect(document.activeElement).toBe(domElement.querySelector('aside#site-slip'));
  links[0]!.click();
  expect(document.activeElement).toBe(domElement.querySelector('main#site-content'));
  await unmount(p);
  domElement.remove();
});
