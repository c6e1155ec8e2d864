import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, navigateToUrl, type ParcelConfig, type Parcel } from 'single-spa';
import { LoginRequested } from '@site/bus';
import { useStores } from '@site/stores';

type LoadModal = () => Promise<ParcelConfig>;

/** The auth unit's login modal parcel, through the import map: the header never imports its code. */
const importModal: LoadModal = async () => {
  const system = (window as unknown as { System: { import(name: string): Promise<{ loginModal?: ParcelConfig }> } }).System;
  const mod = await system.import('@site/app-auth');
  if (!mod.loginModal) throw new Error('@site/app-auth has no loginModal parcel');
  return mod.loginModal;
};

/**
 * Opens the login modal on LoginRequested, from any parcel. If the auth unit cannot be
 * loaded, the login page is the fallback.
 */
export function LoginModalSlot({ load = importModal, navigate = navigateToUrl }: { load?: LoadModal; navigate?: (url: string) => void }) {
  const { bus, settings } = useStores();
  const [request, setRequest] = useState<{ returnUrl?: string } | null>(null);
  const el = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const sub = bus.subscribe(LoginRequested, (e) => setRequest({ ...e.payload }));
    return () => sub.unsubscribe();
  }, [bus]);

  useEffect(() => {
    if (!request || !el.current) return;
    let parcel: Parcel | null = null;
    let live = true;
    const close = () => setRequest(null);
    load().then(
      (config) => {
        if (live && el.current) parcel = mountRootParcel(config, { domElement: el.current, ...(request.returnUrl !== undefined && { returnUrl: request.returnUrl }), onClose: close });
      },
      () => {
        if (!live) return;
        close();
        const query = request.returnUrl ? `?returnUrl=${encodeURIComponent(request.returnUrl)}` : '';
        navigate(`/${settings.language}/user/login${query}`);
      },
    );
    return () => {
      live = false;
      const p = parcel;
      if (p && p.getStatus() === 'MOUNTED') void p.unmount();
    };
  }, [request, load, navigate, settings]);

  return request ? <div className="site-header__login-modal" ref={el} data-testid="login-modal-slot" /> : null;
}
