CREATE TABLE "candidate_search" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"completed" boolean NOT NULL,
	"live" boolean NOT NULL,
	"words" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_search" ADD CONSTRAINT "candidate_search_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_search_person" ON "candidate_search" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "candidate_search_words" ON "candidate_search" USING gin (hh_bigrams("words"));--> statement-breakpoint
-- The talent list's keyword search table (issue 24; db/schema/candidates.ts › candidateSearch), kept by
-- triggers so that every writer of candidates, people and resumes keeps it without knowing of it.
-- words: the person's name, the resume's headline company and title, one per line, lower-cased ('' without a resume:
-- the list shows only records with a resume).
CREATE OR REPLACE FUNCTION hh_person_words(person uuid) RETURNS text
  LANGUAGE sql STABLE AS $$
    SELECT coalesce((
      SELECT lower(coalesce(p.name, '') || E'\n' || coalesce(r.company_name, '') || E'\n' || coalesce(r.position_name, ''))
      FROM people p JOIN resumes r ON r.person_id = p.id WHERE p.id = person LIMIT 1), '')
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hh_candidate_search_record() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO candidate_search (candidate_id, firm_id, owner_id, person_id, completed, live, words)
    VALUES (NEW.id, NEW.firm_id, NEW.owner_id, NEW.person_id, NEW.completed, NEW.deleted_at IS NULL, hh_person_words(NEW.person_id))
    ON CONFLICT (candidate_id) DO UPDATE SET
      firm_id = excluded.firm_id, owner_id = excluded.owner_id, person_id = excluded.person_id,
      completed = excluded.completed, live = excluded.live,
      words = CASE WHEN candidate_search.person_id = excluded.person_id THEN candidate_search.words ELSE excluded.words END;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER candidate_search_record AFTER INSERT OR UPDATE OF firm_id, owner_id, person_id, completed, deleted_at ON candidates
  FOR EACH ROW EXECUTE FUNCTION hh_candidate_search_record();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hh_candidate_search_person() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN
      UPDATE candidate_search SET words = hh_person_words(OLD.person_id) WHERE person_id = OLD.person_id;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      UPDATE candidate_search SET words = hh_person_words(NEW.person_id) WHERE person_id = NEW.person_id;
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER candidate_search_resume AFTER INSERT OR DELETE OR UPDATE OF person_id, company_name, position_name ON resumes
  FOR EACH ROW EXECUTE FUNCTION hh_candidate_search_person();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hh_candidate_search_name() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE candidate_search SET words = hh_person_words(NEW.id) WHERE person_id = NEW.id;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER candidate_search_name AFTER UPDATE OF name ON people
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION hh_candidate_search_name();
--> statement-breakpoint
INSERT INTO candidate_search (candidate_id, firm_id, owner_id, person_id, completed, live, words)
  SELECT c.id, c.firm_id, c.owner_id, c.person_id, c.completed, c.deleted_at IS NULL, hh_person_words(c.person_id) FROM candidates c
  ON CONFLICT (candidate_id) DO NOTHING;
