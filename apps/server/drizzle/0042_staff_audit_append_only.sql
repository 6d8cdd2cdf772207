-- The staff audit trail is append-only (issue 31): a row, once written, is never changed or removed,
-- not even by the application's own database user. UPDATE and DELETE are refused row by row, TRUNCATE
-- by statement; SQLSTATE 55000 (object not in prerequisite state), as the coin ledger's rows.
CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only (% refused)', TG_OP USING ERRCODE = '55000';
END $$;--> statement-breakpoint
CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON "staff_audit" FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();--> statement-breakpoint
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON "staff_audit" FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();
