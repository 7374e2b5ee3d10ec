/** What a token's respondent row says that never changes: the respondent, its survey and the token's end. */
export type KnownRespondent = {
  /** bigint, kept as text so that no driver rounds it. */
  id: string;
  surveyId: number;
  /** Epoch milliseconds. */
  expiresAt: number;
};

// A respondent answers a few pages within minutes; the bound keeps a busy process from growing
// without limit, and a forgotten token only costs its next save one extra query.
const MAX_TOKENS = 50_000;

/**
 * The respondents of recently made or used tokens, so that a page save can check
 * the token in the same statement that writes the answers (see replacePageAnswersOfToken)
 * instead of reading the respondent first. Nothing here is trusted on its own: the write
 * checks the token, its expiry, the survey's status and its structure version again, and does
 * nothing when one fails. So a second process on the same database, a deleted respondent or
 * a stopped survey never needs this cache to be told.
 */
export class RespondentTokenCache {
  private readonly known = new Map<string, KnownRespondent>();

  get(tokenHash: string): KnownRespondent | undefined {
    const respondent = this.known.get(tokenHash);
    if (respondent && respondent.expiresAt <= Date.now()) {
      this.known.delete(tokenHash);
      return undefined;
    }
    return respondent;
  }

  remember(tokenHash: string, respondent: KnownRespondent): void {
    if (this.known.size >= MAX_TOKENS) this.known.clear();
    this.known.set(tokenHash, respondent);
  }
}
