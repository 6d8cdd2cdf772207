-- Free-text order search (issue 24): names, phones (last four digits), position and company
-- names, with 2-character Chinese terms, which trigrams cannot serve. The search finds the
-- matching people and positions through these indexes first, then the orders through
-- orders_person / orders_position_person (modules/orders/order-sql.repository.ts).
-- The distinct lower-cased character pairs of a text: '王伟' → {王伟}, 'Java开发' → {ja,av,va,a开,开发}.
CREATE OR REPLACE FUNCTION hh_bigrams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(DISTINCT substr(lower(t), i, 2)), '{}') FROM generate_series(1, char_length(t) - 1) AS i $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS people_name_bigrams ON people USING gin (hh_bigrams(name));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS people_phone_last4 ON people (right(phone, 4)) WHERE phone IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS positions_name_bigrams ON positions USING gin (hh_bigrams(name));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS projects_company_bigrams ON projects USING gin (hh_bigrams(company_name));
