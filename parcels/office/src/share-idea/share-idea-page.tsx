import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { OFFICE_PATHS, type IdeaView } from '@site/api';
import { useStores } from '@site/stores';
import { DateTime } from '@site/ui';
import { listOf, officeApi, officePost, useOfficeData } from '../office-data';
import { OfficePage } from '../office-page';
import { TextSubmit } from '../text-submit';

const PATH = officeApi(OFFICE_PATHS.ideas);

function parse(raw: unknown): IdeaView[] | null {
  return listOf<IdeaView>(raw, 'ideas', (i) => typeof i.id === 'number' && typeof i.body === 'string' && typeof i.createdAt === 'string');
}

/** office/share-idea: the player sends an idea; the ones he sent are listed. */
export const ShareIdeaPage = observer(function ShareIdeaPage() {
  const { t } = useTranslation('office');
  const { api } = useStores();
  const [state, reload] = useOfficeData(PATH, parse);
  const send = async (body: string) => {
    const r = await officePost(api, PATH, { body });
    if (r.ok) reload();
    return r;
  };
  return (
    <OfficePage
      testId="share-idea-page"
      title={t('section_share-idea')}
      state={state}
      reload={reload}
      isEmpty={(d) => d.length === 0}
      empty={t('ideas_empty')}
      before={<TextSubmit testId="idea" label={t('idea_label')} send={send} />}
    >
      {(ideas) => (
        <ul>
          {ideas.map((i) => (
            <li key={i.id} data-testid="idea-row">
              <DateTime value={i.createdAt} style="date" /> · {i.body}
            </li>
          ))}
        </ul>
      )}
    </OfficePage>
  );
});
