-- The two slow searches (issue 24).
-- Order search: the per-person and per-position order indexes carry the columns the search's page,
-- total and per-stage counts need (firm, consultant, stage, last change, id), so a search over a
-- million orders reads index entries only (an index-only scan) instead of every matching order row
-- (modules/orders/order-sql.repository.ts › matchedOrders). Same names and keys as before: drizzle
-- cannot declare INCLUDE columns, so they live here (db/schema/orders.ts says so).
DROP INDEX IF EXISTS orders_person;
--> statement-breakpoint
CREATE INDEX orders_person ON orders USING btree (person_id) INCLUDE (firm_id, hunter_id, stage, updated_at, id);
--> statement-breakpoint
DROP INDEX IF EXISTS orders_position_person;
--> statement-breakpoint
CREATE INDEX orders_position_person ON orders USING btree (position_id, person_id) INCLUDE (firm_id, hunter_id, stage, updated_at, id);
--> statement-breakpoint
-- Talent list keyword: the resume's headline company and title by bigram (hh_bigrams, migration
-- 0020), beside people_name_bigrams (modules/candidates/candidates.repository.ts › keywordCondition).
CREATE INDEX IF NOT EXISTS resumes_company_bigrams ON resumes USING gin (hh_bigrams(company_name));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS resumes_position_bigrams ON resumes USING gin (hh_bigrams(position_name));
