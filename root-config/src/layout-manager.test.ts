/** @jest-environment jsdom */
import type { RouteFlags } from '@site/routes';
import type { MountSlot } from '@site/ui';
import { LayoutManager } from './layout-manager';
import type { MountRemote, RemoteHandle } from './remote-loader';
import { noFlags } from './shell-router';

function setup() {
  const log: string[] = [];
  const mountRemote = ((el: HTMLElement, name: string, options: { props?: Record<string, unknown> } = {}) => {
    log.push(`mount ${name} ${JSON.stringify(options.props?.flags)}`);
    el.innerHTML = `<div data-parcel="${name}"><main data-slot="content"></main></div>`;
    const handle: Partial<RemoteHandle> = {
      settled: Promise.resolve(),
      update: async (props) => void log.push(`update ${name} ${JSON.stringify(props.flags)}`),
      unmount: async () => {
        log.push(`unmount ${name}`);
        el.replaceChildren();
      },
    };
    return handle as RemoteHandle;
  }) as unknown as MountRemote;
  const el = document.createElement('div');
  const layouts = new LayoutManager(el, mountRemote, (() => ({ unmount: async () => undefined })) as unknown as MountSlot);
  return { log, layouts, el };
}

const flags = (f: Partial<RouteFlags>): RouteFlags => ({ ...noFlags, ...f });

test('the same layout gets the new flags; another layout swaps the parcel and moves the content views', async () => {
  const { log, layouts } = setup();
  await layouts.show('main', noFlags);
  const view = { suspend: jest.fn(async () => void log.push('suspend')), resume: jest.fn(async (c: HTMLElement | null) => void log.push(`resume ${c?.getAttribute('data-slot')}`)) };
  layouts.attach(view);
  await layouts.show('main', flags({ hideHeader: true }));
  await layouts.show('empty', flags({ hideFooter: true }));
  layouts.detach(view);
  await layouts.show('main', noFlags);
  expect(log).toEqual([
    'mount @site/parcel-layout-main {"hideHeader":false,"hideFooter":false}',
    'update @site/parcel-layout-main {"hideHeader":true,"hideFooter":false}',
    'suspend',
    'unmount @site/parcel-layout-main',
    'mount @site/parcel-layout-empty {"hideHeader":false,"hideFooter":true}',
    'resume content',
    'unmount @site/parcel-layout-empty',
    'mount @site/parcel-layout-main {"hideHeader":false,"hideFooter":false}',
  ]);
  expect(layouts.layout).toBe('main');
});
