/**
 * A ban on recommending and on order actions (spec 001 › Firm penalty, Consultant account),
 * decided by the complaints module's verdicts. The orders module asks it before a recommendation
 * and before every consultant's order action; the answer is the Chinese refusal naming the end
 * date, or null when the caller may act.
 */
export interface RecommendBanCheck {
  refusal(actor: { firmId: string; userId: string }): Promise<string | null>;
}
