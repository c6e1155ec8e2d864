import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { OFFICE_PATHS, type AppealView } from '@site/api';
import { useStores } from '@site/stores';
import { DateTime } from '@site/ui';
import { listOf, officeApi, officePost, useOfficeData } from '../office-data';
import { OfficePage } from '../office-page';
import { TextSubmit } from '../text-submit';

const PATH = officeApi(OFFICE_PATHS.blockAppeals);

function parse(raw: unknown): AppealView[] | null {
  return listOf<AppealView>(raw, 'appeals', (a) => typeof a.id === 'number' && typeof a.body === 'string' && typeof a.status === 'string');
}

/** office/block-appeal-history (the ban page): the player appeals his block and sees each appeal's answer. */
export const BlockAppealPage = observer(function BlockAppealPage() {
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
      testId="block-appeal-page"
      title={t('section_block-appeal-history')}
      state={state}
      reload={reload}
      isEmpty={(d) => d.length === 0}
      empty={t('appeals_empty')}
      before={<TextSubmit testId="appeal" label={t('appeal_label')} send={send} />}
    >
      {(appeals) => (
        <ul>
          {appeals.map((a) => (
            <li key={a.id} data-testid="appeal-row" data-status={a.status}>
              <DateTime value={a.createdAt} style="date" /> · {t(`appeal_status_${a.status}`)}
              <p>{a.body}</p>
              {a.answer && (
                <p data-testid="appeal-answer">
                  {t('appeal_answer')} {a.answer}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </OfficePage>
  );
});
