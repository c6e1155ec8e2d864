import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';

interface ImportMapView {
  imports: Record<string, string>;
}

/** The import map the page booted with (the inline SystemJS map), read as data, never run. */
export function pageImportMap(doc: Document): ImportMapView {
  const script = doc.querySelector('script[type="systemjs-importmap"]');
  try {
    const parsed = JSON.parse(script?.textContent ?? '{}') as { imports?: unknown };
    const imports = parsed.imports && typeof parsed.imports === 'object' ? (parsed.imports as Record<string, unknown>) : {};
    return { imports: Object.fromEntries(Object.entries(imports).filter((e): e is [string, string] => typeof e[1] === 'string')) };
  } catch {
    return { imports: {} };
  }
}

/** Units an import-map-overrides entry points elsewhere (its localStorage keys). */
function overridden(storage: Storage | null): Set<string> {
  const out = new Set<string>();
  if (!storage) return out;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith('import-map-override:')) out.add(key.slice('import-map-override:'.length));
  }
  return out;
}

const Debugger = observer(function Debugger() {
  const { t } = useTranslation('technical');
  const store = useStores();
  const [version, setVersion] = useState<string>('…');
  useEffect(() => {
    const controller = new AbortController();
    fetch('/version.json', { signal: controller.signal })
      .then((r) => r.json() as Promise<{ version?: unknown }>)
      .then((v) => setVersion(typeof v.version === 'string' ? v.version : '?'))
      .catch(() => setVersion('?'));
    return () => controller.abort();
  }, []);
  const map = pageImportMap(document);
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  const overrides = overridden(storage);
  const userId = store.user.userId;
  return (
    <section data-testid="debugger">
      <h1>{t('debugger_title')}</h1>
      <p>{t('debugger_intro')}</p>
      <dl>
        <dt>{t('debugger_version')}</dt>
        <dd data-testid="debugger-version">{version}</dd>
        <dt>{t('debugger_language')}</dt>
        <dd>{store.settings.language}</dd>
        <dt>{t('debugger_session')}</dt>
        <dd>{userId === null ? t('debugger_guest') : t('debugger_player', { id: userId })}</dd>
      </dl>
      <h2>{t('debugger_units')}</h2>
      <table data-testid="debugger-units">
        <thead>
          <tr>
            <th scope="col">{t('debugger_unit')}</th>
            <th scope="col">{t('debugger_url')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(map.imports)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([name, url]) => (
              <tr key={name}>
                <td>{name}</td>
                <td>
                  <code>{url}</code>
                  {overrides.has(name) ? ` (${t('debugger_overridden')})` : ''}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
      <p>{t('debugger_overrides_hint')}</p>
    </section>
  );
});

function InternalVpn() {
  const { t } = useTranslation('technical');
  const [at] = useState(() => new Date().toISOString());
  return (
    <section data-testid="internal-vpn">
      <h1>{t('vpn_title')}</h1>
      <p>{t('vpn_intro')}</p>
      <dl>
        <dt>{t('vpn_address')}</dt>
        <dd>{window.location.host}</dd>
        <dt>{t('vpn_time')}</dt>
        <dd>{at}</dd>
      </dl>
    </section>
  );
}

export default function Views({ page }: { page: 'debugger' | 'internal-vpn' }) {
  return page === 'debugger' ? <Debugger /> : <InternalVpn />;
}
