import { PAYMENT_TOPICS, type PaymentQuestionBody, type PaymentQuestionView } from '@site/api/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../external/http-error';
import type { Clock } from '../clock';

const topicUnknown = (pointer: string) => new HttpError(422, 'payment.topic_unknown', 'unknown topic, sub-topic or payment request', { pointer });

/**
 * The player's questions to the payments team (office/payment/create-request; the site has no
 * support-request service yet, so they are kept here, table payment_questions). A question names
 * a topic, and a sub-topic of it or one of the player's own requests of the topic's kind.
 */
export class PaymentQuestions {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async create(userId: number, body: PaymentQuestionBody): Promise<PaymentQuestionView> {
    const topic = PAYMENT_TOPICS.find((t) => t.id === body.topicId);
    if (!topic) throw topicUnknown('/topicId');
    if (body.subTopicId !== undefined && !topic.subtopics.some((s: { id: number }) => s.id === body.subTopicId)) throw topicUnknown('/subTopicId');
    if (body.requestId !== undefined) {
      const own = topic.kind
        ? await this.db.selectFrom('payment_requests').select('id').where('id', '=', body.requestId).where('user_id', '=', userId).where('kind', '=', topic.kind).executeTakeFirst()
        : undefined;
      if (!own) throw topicUnknown('/requestId');
    }
    const row = await this.db
      .insertInto('payment_questions')
      .values({
        user_id: userId,
        topic_id: topic.id,
        subtopic_id: body.subTopicId ?? null,
        request_id: body.requestId ?? null,
        text: body.text.trim() || body.text,
        status: 'open',
        created_at: this.clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return view(row);
  }

  async list(userId: number): Promise<PaymentQuestionView[]> {
    const rows = await this.db.selectFrom('payment_questions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute();
    return rows.map(view);
  }
}

function view(r: { id: number; topic_id: number; subtopic_id: number | null; request_id: number | null; text: string; status: string; created_at: number }): PaymentQuestionView {
  return {
    id: Number(r.id),
    topicId: r.topic_id,
    subTopicId: r.subtopic_id,
    requestId: r.request_id,
    text: r.text,
    status: r.status === 'answered' ? 'answered' : 'open',
    createdAt: new Date(Number(r.created_at)).toISOString(),
  };
}
